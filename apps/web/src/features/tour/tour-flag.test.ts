import { beforeEach, expect, it } from 'vitest';
import { forgetTour, markTourSeen, tourKey, tourSeen } from './tour-flag';

const admin = { tenant_id: '000000', account: 'admin' };
const hospitalAdmin = { tenant_id: '100001', account: 'admin' };

beforeEach(() => localStorage.clear());

it('remembers per account and tenant that the tour was seen on this browser', () => {
  expect(tourSeen(admin)).toBe(false);
  markTourSeen(admin);
  expect(tourSeen(admin)).toBe(true);
  // The same account name in another tenant is another user.
  expect(tourSeen(hospitalAdmin)).toBe(false);
  expect(localStorage.getItem('beree-tour:000000:admin')).toBe('true');
  expect(tourKey(hospitalAdmin)).toBe('tour:100001:admin');
});

it('can be forgotten, to show the tour again', () => {
  markTourSeen(admin);
  forgetTour(admin);
  expect(tourSeen(admin)).toBe(false);
});
