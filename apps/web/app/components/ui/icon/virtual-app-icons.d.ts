// Served by build-tools/vite-plugin-icons.ts: the app's icons, one Iconify JSON subset per collection.
declare module "virtual:app-icons" {
  import type { IconifyJSON } from "@iconify/react";
  const sets: IconifyJSON[];
  export default sets;
}
