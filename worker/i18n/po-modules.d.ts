// A catalog (`worker/locales/zu.po`) as the Lingui Vite plugin compiles it when it is imported (lingui.config.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
