/**
 * The theme toggle's icon: the outlines of Tabler's sun (in the dark scheme, to switch to light)
 * and moon, drawn here rather than loading the icon library's shared chunk on the first pages.
 * Plain SVG: the sign-in page's light entry, which has no Mantine, draws it too.
 */
export function SchemeIcon({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {scheme === 'dark' ? (
        <path d="M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7" />
      ) : (
        <path d="M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454z" />
      )}
    </svg>
  );
}
