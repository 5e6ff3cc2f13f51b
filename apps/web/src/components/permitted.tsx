import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePermissions } from '../lib/permissions';

/**
 * Renders its child with `allowed`: a control the member's role does not allow is disabled and
 * says why on hover and focus (the tooltip sits on a wrapper, as a disabled button fires no events).
 * `hide` leaves it out instead, for controls that would only be noise (a menu entry).
 */
export function Permitted({
  permission,
  hide = false,
  children,
}: {
  permission: string;
  hide?: boolean;
  children: (allowed: boolean) => ReactNode;
}) {
  const { may, why } = usePermissions();
  if (may(permission)) return <>{children(true)}</>;
  if (hide) return null;
  return (
    <Tooltip label={why(permission)} withArrow multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
      <span style={{ display: 'inline-block' }} data-permission={permission}>
        {children(false)}
      </span>
    </Tooltip>
  );
}
