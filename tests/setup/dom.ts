import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { waitCeiling } from './waits.ts';

// findBy…/waitFor go on as soon as what they wait for is there; this is only when they give up.
configure({ asyncUtilTimeout: waitCeiling });

afterEach(() => cleanup());
