/** `import url from './x.ts?worker-chunk'`: the URL of a module worker built as a chunk of the app (vite.config.ts). */
declare module '*?worker-chunk' {
  const url: string;
  export default url;
}

interface ImportMetaEnv {
  /** "1" only in the bench's instrumented build (scripts/bench/profile-resume.mjs --phases): the open path of a game
   * sets performance marks named `open:*`. Elsewhere undefined, so each mark and its test are left out of the build. */
  readonly VITE_OPEN_MARKS?: string;
}
