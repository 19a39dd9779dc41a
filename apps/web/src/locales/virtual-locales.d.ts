/** The English strings split for the first load (apps/web/locale-split-plugin.ts). */
declare module 'virtual:locale-en/shell' {
  export const strings: Record<string, unknown>;
}
declare module 'virtual:locale-en/pages' {
  export const strings: Record<string, unknown>;
}
