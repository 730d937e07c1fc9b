import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, request } from '../http/api';
import { json, mockApi } from '../testing/mock-api';
import { useErrorText } from './use-error-text';

describe('useErrorText', () => {
  it('shows the English as it is in English, and an unknown message as it is in any language', async () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('Not allowed', 'notAllowed')).toBe('Not allowed');
    await i18next.changeLanguage('es');
    const spanish = renderHook(() => useErrorText()).result.current;
    expect(spanish('Something only the server knows')).toBe('Something only the server knows');
  });

  it('shows a coded message in Spanish, by its code or by its English text, with the values put in', async () => {
    await i18next.changeLanguage('es');
    const errorText = renderHook(() => useErrorText()).result.current;
    expect(errorText('Please sign in', 'signIn')).toBe('Inicie sesión');
    expect(errorText('First name is required')).toBe('El nombre es obligatorio');
    expect(errorText('Too many attempts. Try again in 5 minutes.', 'tooManyAttempts', { minutes: '5' })).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 5 minutos.',
    );
    expect(errorText('Too many attempts. Try again in 3 minutes.')).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 3 minutos.',
    );
    // A template's code passed without its values: the values come from the English text.
    expect(errorText('Too many attempts. Try again in 4 minutes.', 'tooManyAttempts')).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 4 minutos.',
    );
    // A code this client does not know yet (a newer Worker) falls back to the English.
    expect(errorText('A new message', 'someNewCode')).toBe('A new message');
  });
});

describe('ApiError from an error answer', () => {
  it('carries the code and the values of the answer', async () => {
    mockApi({
      'GET /api/x': () =>
        json(
          {
            error: 'Too many attempts. Try again in 2 minutes.',
            code: 'tooManyAttempts',
            params: { minutes: 2 },
          },
          429,
        ),
    });
    const error = await request('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'tooManyAttempts', params: { minutes: '2' } });
  });
});
