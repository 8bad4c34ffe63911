/**
 * `<MessageBoxHost />` for the root Layout, loaded when the first box opens (ui/lazy-host.tsx): boxes
 * answer a click, so most pages never need the dialog's code.
 */
import { LazyHost } from "../lazy-host";
import { messageBoxStore } from "./message-box";

const load = () => import("./message-box-host").then((module) => module.MessageBoxHost);

/**
 * Without its code no box can be answered: close the open ones as × would (their Promises reject with
 * "cancel", or "close" with `distinguishCancelAndClose`), so callers take their cancel path.
 */
export function closeOpenBoxes() {
  for (const entry of messageBoxStore.getSnapshot()) messageBoxStore.act(entry.id, "close");
}

export function LazyMessageBoxHost() {
  return <LazyHost store={messageBoxStore} load={load} onLoadError={closeOpenBoxes} />;
}
