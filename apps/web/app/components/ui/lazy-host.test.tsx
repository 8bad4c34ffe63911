import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { LazyHost, type HostStore } from "./lazy-host";
import { messageBox, messageBoxStore } from "./message-box/message-box";
import { closeOpenBoxes, LazyMessageBoxHost } from "./message-box/lazy-message-box-host";
import { message, messageStore } from "./message/message";
import { LazyMessageHost } from "./message/lazy-message-host";

function createStore() {
  let entries: readonly string[] = [];
  const listeners = new Set<() => void>();
  const store: HostStore & { set(next: string[]): void } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    set(next) {
      entries = next;
      for (const l of listeners) l();
    },
  };
  return store;
}

afterEach(() => {
  act(() => {
    messageStore.reset();
    messageBoxStore.closeAll();
  });
});

test("nothing is loaded or rendered until the store has something to show; then the host mounts and stays", async () => {
  const store = createStore();
  const Host = () => <p>宿主</p>;
  const load = vi.fn(async () => Host);
  const { container } = render(<LazyHost store={store} load={load} />);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();

  act(() => store.set(["a"]));
  expect(await screen.findByText("宿主")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  // Emptied again (e.g. the last toast closed): the host stays mounted and is not loaded again.
  act(() => store.set([]));
  act(() => store.set(["b"]));
  expect(screen.getByText("宿主")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test("the server renders nothing, whatever the store holds", () => {
  const store = createStore();
  store.set(["a"]);
  const load = vi.fn(async () => () => <p>宿主</p>);
  expect(renderToString(<LazyHost store={store} load={load} />)).toBe("");
  expect(load).not.toHaveBeenCalled();
});

test("a host that fails to load is reported, not thrown into the page", async () => {
  const store = createStore();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const failure = new Error("Failed to fetch dynamically imported module");
  const onLoadError = vi.fn();
  const { container } = render(
    <LazyHost store={store} load={() => Promise.reject(failure)} onLoadError={onLoadError} />,
  );
  act(() => store.set(["a"]));
  await waitFor(() => expect(onLoadError).toHaveBeenCalledWith(failure));
  expect(container).toBeEmptyDOMElement();
  expect(warn).toHaveBeenCalled();
});

test("LazyMessageHost shows a message raised before its code was loaded", async () => {
  render(<LazyMessageHost />);
  act(() => {
    message.error("用户信息获取失败");
  });
  expect(await screen.findByRole("alert")).toHaveTextContent("用户信息获取失败");
});

test("LazyMessageBoxHost opens a confirm box on demand and settles its Promise", async () => {
  render(<LazyMessageBoxHost />);
  let outcome: unknown;
  act(() => {
    messageBox.confirm("确定继续？", "提示").then(
      (value) => (outcome = value),
      (reason) => (outcome = reason),
    );
  });
  const dialog = await screen.findByRole("dialog", { name: "提示" });
  expect(dialog).toHaveTextContent("确定继续？");
  act(() => screen.getByRole("button", { name: "确定" }).click());
  await waitFor(() => expect(outcome).toBe("confirm"));
});

test("when the box's code cannot load, open boxes close as × would, so callers take their cancel path", async () => {
  const plain = messageBox.confirm("确定继续？", "提示");
  const distinguished = messageBox.confirm("确定继续？", "提示", { distinguishCancelAndClose: true });
  act(() => closeOpenBoxes());
  await expect(plain).rejects.toBe("cancel");
  await expect(distinguished).rejects.toBe("close");
  expect(messageBoxStore.getSnapshot()).toHaveLength(0);
});
