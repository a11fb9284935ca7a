import { jsonEqual } from './json-equal';

/** Whether `value` is exactly (structurally) one of `members`, without any conversion. */
export function isEnumMember(value: unknown, members: readonly unknown[]): boolean {
  for (const member of members) if (jsonEqual(member, value, 0)) return true;
  return false;
}
