/** `import url from './x.ts?worker-chunk'`: the URL of a module worker built as a chunk of the app (vite.config.ts). */
declare module '*?worker-chunk' {
  const url: string;
  export default url;
}
