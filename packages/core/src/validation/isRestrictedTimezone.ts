/**
 * Spec §6: "Certain Chinese, Hong Kong and Macau timezones are restricted." The IANA zones of
 * mainland China, Hong Kong and Macau. As in the upstream widget, they choose the API host:
 * visitors there are served by the `restrictedRegionApiUrl` option (docs/options.md).
 */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]

/** Whether `timeZone` (default: the runtime's) is one of the restricted ones. */
export function isRestrictedTimezone(
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  return timeZone !== undefined && RESTRICTED_TIMEZONES.includes(timeZone)
}
