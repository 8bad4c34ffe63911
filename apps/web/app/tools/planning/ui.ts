/** Shared button looks for the planning runners (brand-700 on white keeps AA contrast). */
export const BTN_PRIMARY =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
export const BTN_SECONDARY =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
