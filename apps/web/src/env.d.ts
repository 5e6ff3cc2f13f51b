interface ImportMetaEnv {
  /** The release the build was stamped with (apps/web/vite.config.ts). */
  readonly SHELFSCOPE_RELEASE?: string;
}
