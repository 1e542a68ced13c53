/** `?worker&inline` imports: Vite and the widgets' tsup plugin both turn the module into a Worker built from a Blob URL. */
declare module '*?worker&inline' {
  const InlineWorker: new (options?: { name?: string }) => Worker;
  export default InlineWorker;
}
