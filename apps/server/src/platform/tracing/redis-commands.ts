import { type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Redis } from 'ioredis';

type Command = { name: string; promise: Promise<unknown> };
type SendCommand = (command: Command, ...rest: unknown[]) => unknown;

/**
 * A client span for every command an ioredis client sends (pipelined ones included: ioredis
 * sends each through sendCommand), started by `start` (null outside a traced request or job).
 * It names the command, never its keys or values.
 */
export function traceRedisCommands(
  client: Redis,
  start: (name: string, kind: SpanKind, attributes: Record<string, string>) => Span | null,
): void {
  const target = client as unknown as { sendCommand: SendCommand };
  const send = target.sendCommand.bind(client) as SendCommand;
  target.sendCommand = (command, ...rest) => {
    const operation = command.name.toUpperCase();
    const span = start(`redis ${operation}`, SpanKind.CLIENT, { 'db.system.name': 'redis', 'db.operation.name': operation });
    const sent = send(command, ...rest);
    if (span) {
      command.promise.then(
        () => span.end(),
        (error: unknown) => {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      );
    }
    return sent;
  };
}
