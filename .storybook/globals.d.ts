/** Set by the `storybook-ar` vitest project so every story also runs in Arabic, right to left. */
declare const __JUICYIN_STORY_LOCALE__: string | undefined;
