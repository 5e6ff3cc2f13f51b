export const reactOnPreact: Record<string, string>;
