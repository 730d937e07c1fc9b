/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './collapsible';
import { Message } from './message';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('shared UI', () => {
  it('TextField labels its input and shows its error under it', () => {
    render(<TextField label="Username" error="username is required" name="username" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('username is required');
  });

  it('TextField without an error is plain', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('TextAreaField labels its text area', () => {
    render(<TextAreaField label="Message" error="message is required" />);
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByText('message is required')).toBeInTheDocument();
  });

  it('Message announces failures as alerts and successes as status', () => {
    render(
      <>
        <Message kind="error">Login Failed</Message>
        <Message kind="success">Support Request Sent</Message>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Support Request Sent');
  });

  it('Collapsible opens and closes its body from the title', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Payment History">
        <p>No payments yet</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Payment History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No payments yet')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No payments yet')).toBeVisible();
  });
});
