import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './test-setup-i18n';

afterEach(() => cleanup());
