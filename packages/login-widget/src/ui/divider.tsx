/** The "or" divider between groups of methods. */
export function Divider({ label }: { label: string }) {
  return (
    <div className="ssl-divider">
      <span>{label}</span>
    </div>
  );
}
