/**
 * The switch back to React Router's stock boot (app/boot/README.md): build with `VITE_BOOT=stock` and the
 * document renders React Router's own `<Scripts>` and `<ScrollRestoration>`, the entry hydrates at once and
 * the client build keeps Vite's automatic chunks. A build-time constant, so the unused boot is not shipped.
 */
export const STOCK_BOOT: boolean = import.meta.env.VITE_BOOT === "stock";
