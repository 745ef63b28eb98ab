/** A stylesheet's text, for a shadow root (Vite's `?inline`; rolldown.config.ts does the same). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
