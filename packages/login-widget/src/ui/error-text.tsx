import { linkParts } from '../errors.js';

/**
 * An error under a form. role="alert" makes screen readers announce it when it appears; when
 * there is no error nothing is rendered, so the form keeps its spacing. Links in it are clickable.
 */
export function ErrorText({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p className="ssl-error-text" role="alert" id={id}>
      {linkParts(message).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
