/** Vite's `?inline` import of a stylesheet: its text. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
