import { createContext, useContext } from "react";

// The nonce exists only on the server render; browsers hide it from the DOM
// after parsing, so the client renders an empty string (as epic-stack does).
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
