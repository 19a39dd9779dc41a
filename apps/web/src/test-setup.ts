import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, loadLanguage } from './lib/i18n';

// Tests switch to Hindi synchronously, so both languages are loaded up front.
await i18nReady;
await loadLanguage('hi');

afterEach(() => cleanup());
