/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

// Issue 13 §2: every form error is tied to its field (aria-invalid, aria-describedby) and announced (role="alert").
describe('field errors', () => {
  it('TextField ties its error to the input and announces it', () => {
    render(<TextField label="Username" error="username is required" />);
    const input = screen.getByLabelText('Username');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('username is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
  });

  it('TextAreaField ties its error to the text area and announces it', () => {
    render(<TextAreaField label="Message" error="message is required" />);
    const textarea = screen.getByLabelText('Message');
    const error = screen.getByRole('alert');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('aria-describedby', error.id);
    expect(textarea).toHaveAccessibleDescription('message is required');
  });

  it('Field ties a select to its label and its error, announced in the reader’s language', async () => {
    await i18next.changeLanguage('es');
    render(
      <Field label="Servicio" error="Please choose a service">
        {(control) => (
          <select {...control}>
            <option value="">—</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Servicio' });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Elija un servicio');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Elija un servicio');
  });

  it('a field without an error announces nothing and describes nothing', () => {
    render(<TextField label="Email" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });
});
