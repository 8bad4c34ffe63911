// On the server (no document) the message store is inert: Node's environment, as the server renders.
import { expect, test } from "vitest";
import { createMessageStore } from "./message";

test("on the server every call is a no-op", () => {
  expect(typeof document).toBe("undefined");
  const store = createMessageStore();
  const handle = store.show("服务端");
  handle.close();
  expect(store.getSnapshot()).toHaveLength(0);
});
