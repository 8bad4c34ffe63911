// Served by build-tools/vite-plugin-icons.ts: the app's icons as ready-to-render data, keyed "prefix:name"
// (the shape of `IconMap` in icon-data.ts, spelled out: an ambient module cannot import a relative path).
declare module "virtual:app-icons" {
  const icons: Record<string, { viewBox: string; body: string } | null>;
  export default icons;
}
