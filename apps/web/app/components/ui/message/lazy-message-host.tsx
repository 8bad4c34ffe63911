/**
 * `<MessageHost />` for the root Layout, loaded when the first message is shown (ui/lazy-host.tsx). A
 * message's timer starts when the host displays it, so loading the code first costs it no display time.
 */
import { LazyHost } from "../lazy-host";
import { messageStore } from "./message";

const load = () => import("./message-host").then((module) => module.MessageHost);

export function LazyMessageHost() {
  return <LazyHost store={messageStore} load={load} />;
}
