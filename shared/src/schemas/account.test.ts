import { describe, expect, it } from 'vitest';
import {
  adminNotesSchema,
  creditChargeSchema,
  currencyChargeSchema,
  fileDescriptionSchema,
  idBodySchema,
  inmateNameSchema,
} from './account';
import { issuesOf } from './test-helpers';

describe('account schemas', () => {
  it('savename takes the spec §5 name rules', () => {
    expect(issuesOf(inmateNameSchema, { firstName: 'Ann', lastName: 'Lee' })).toEqual([]);
    expect(issuesOf(inmateNameSchema, { firstName: '', lastName: 'L3e' })).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name can only contain upper and lower case letters'],
    ]);
  });

  it('an id body is a positive whole number', () => {
    expect(idBodySchema.parse(' 42 ')).toBe(42);
    expect(idBodySchema.parse(7)).toBe(7);
    for (const bad of ['', '0', '-1', '1.5', 'abc', '01'])
      expect(issuesOf(idBodySchema, bad)).toEqual([['', 'Invalid id']]);
  });

  it('admin notes may be empty and are at most 5000 characters', () => {
    expect(adminNotesSchema.parse('  note ')).toBe('note');
    expect(adminNotesSchema.parse('')).toBe('');
    expect(issuesOf(adminNotesSchema, 'x'.repeat(5001))).toEqual([
      ['', 'Admin notes must be at most 5000 characters'],
    ]);
  });

  it('a credit charge carries integer tenths', () => {
    expect(
      creditChargeSchema.parse({ serviceId: '3', credits: '1.5', description: ' Lost tablet ' }),
    ).toEqual({
      serviceId: 3,
      creditsTenths: 15,
      description: 'Lost tablet',
    });
    expect(creditChargeSchema.parse({ serviceId: 3, credits: '12', description: 'x' }).creditsTenths).toBe(
      120,
    );
    expect(issuesOf(creditChargeSchema, { serviceId: '', credits: '', description: '' })).toEqual([
      ['serviceId', 'Please choose a service'],
      ['credits', 'credits is required'],
      ['description', 'description is required'],
    ]);
    expect(issuesOf(creditChargeSchema, { serviceId: '1', credits: '1.25', description: 'x' })).toEqual([
      ['credits', 'credits must be a number with at most one decimal'],
    ]);
    expect(issuesOf(creditChargeSchema, { serviceId: '1', credits: '0.0', description: 'x' })).toEqual([
      ['credits', 'credits must be more than 0'],
    ]);
  });

  it('a money charge carries integer cents, at least $0.50', () => {
    expect(currencyChargeSchema.parse({ amount: '12.5', description: 'Replacement card' })).toEqual({
      amountCents: 1250,
      description: 'Replacement card',
    });
    expect(issuesOf(currencyChargeSchema, { amount: '1.234', description: 'x' })).toEqual([
      ['amount', 'invalid amount'],
    ]);
    expect(issuesOf(currencyChargeSchema, { amount: '0.49', description: 'x' })).toEqual([
      ['amount', 'The amount must be at least $0.50'],
    ]);
    expect(issuesOf(currencyChargeSchema, {})).toEqual([
      ['amount', 'amount is required'],
      ['description', 'description is required'],
    ]);
  });

  it('a file description is optional', () => {
    expect(fileDescriptionSchema.parse(undefined)).toBe('');
    expect(fileDescriptionSchema.parse(' Song ')).toBe('Song');
    expect(issuesOf(fileDescriptionSchema, 'x'.repeat(201))).toEqual([
      ['', 'description must be at most 200 characters'],
    ]);
  });
});
