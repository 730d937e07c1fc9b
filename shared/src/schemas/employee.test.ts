import { describe, expect, it } from 'vitest';
import { employeeSchema } from './employee';
import { issuesOf } from './test-helpers';

const createEmployee = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pat #1',
  userName: 'staff',
  password: 'Staff#2026x',
  roles: ['EMPLOYEE1'],
  ...overrides,
});

describe('employeeSchema (spec §5)', () => {
  it('accepts a new employee', () => {
    expect(employeeSchema.parse(createEmployee())).toEqual({ id: undefined, ...createEmployee() });
  });

  it('requires the password only when adding', () => {
    expect(issuesOf(employeeSchema, createEmployee({ password: '' }))).toEqual([
      ['password', 'password is required'],
    ]);
    expect(issuesOf(employeeSchema, createEmployee({ password: undefined }))).toEqual([
      ['password', 'password is required'],
    ]);
    expect(employeeSchema.parse(createEmployee({ id: 2, password: '' }))).toMatchObject({
      id: 2,
      password: undefined,
    });
    expect(employeeSchema.parse(createEmployee({ id: 2, password: null })).password).toBeUndefined();
  });

  it('applies the password rule whenever a password is given', () => {
    expect(issuesOf(employeeSchema, createEmployee({ id: 2, password: 'short' }))).toEqual([
      ['password', 'Password must be at least 8 characters long'],
    ]);
    expect(issuesOf(employeeSchema, createEmployee({ password: 'Staff#2026x'.padEnd(21, 'y') }))).toEqual([
      ['password', 'Password must be at most 20 characters long'],
    ]);
  });

  it('requires at least one role, with the spec’s (service type) message', () => {
    expect(issuesOf(employeeSchema, createEmployee({ roles: [] }))).toEqual([
      ['roles', 'Please select at least 1 service type'],
    ]);
    expect(issuesOf(employeeSchema, createEmployee({ roles: ['ROOT'] }))).toEqual([
      ['roles.0', 'Unknown role'],
    ]);
    expect(employeeSchema.parse(createEmployee({ roles: ['EMPLOYEE1', 'ADMIN', 'ADMIN'] })).roles).toEqual([
      'ADMIN',
      'EMPLOYEE1',
    ]);
  });

  it('checks the name: required, letters, digits, spaces and #, max 25', () => {
    expect(issuesOf(employeeSchema, createEmployee({ name: '' }))).toEqual([['name', 'Name is required']]);
    expect(issuesOf(employeeSchema, createEmployee({ name: 'Pat_1' }))).toEqual([
      ['name', 'Name can only contain letters, digits, spaces and #'],
    ]);
    expect(issuesOf(employeeSchema, createEmployee({ name: 'a'.repeat(26) }))).toEqual([
      ['name', 'Name must be at most 25 characters'],
    ]);
  });

  it('uses the username rule for userName', () => {
    expect(issuesOf(employeeSchema, createEmployee({ userName: '' }))).toEqual([
      ['userName', 'username is required'],
    ]);
    expect(issuesOf(employeeSchema, createEmployee({ userName: 'Staff' }))).toEqual([
      ['userName', 'username can only contain lower case letters and digits or e-mail'],
    ]);
    expect(issuesOf(employeeSchema, createEmployee({ userName: 'a'.repeat(51) }))).toEqual([
      ['userName', 'username must be at most 50 characters'],
    ]);
  });

  it('keeps the issues in the order of the form’s fields', () => {
    expect(issuesOf(employeeSchema, { roles: [] })).toEqual([
      ['name', 'Name is required'],
      ['userName', 'username is required'],
      ['password', 'password is required'],
      ['roles', 'Please select at least 1 service type'],
    ]);
  });
});
