import path from 'node:path';

export const storybookDir = path.resolve(import.meta.dirname, '../../storybook-static');
export const storybookURL = `http://127.0.0.1:${process.env['VISUAL_PORT'] ?? '6107'}`;
