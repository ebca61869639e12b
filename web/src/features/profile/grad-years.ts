// The graduation classes a user's athletes may be in (issue 24): school years run July to June.

/** The year the school year of `today` ends in: its seniors' class (July to December: next June). */
export function seniorsClass(today: Date): number {
  return today.getMonth() >= 6 ? today.getFullYear() + 1 : today.getFullYear();
}

/** From this school year's seniors to eight years later, ascending: the server's allowed range for `gradYears`. */
export function allowedGradYears(today: Date): number[] {
  const first = seniorsClass(today);
  return Array.from({ length: 9 }, (_, index) => first + index);
}

/** At most this many athletes' classes. */
export const maxGradYears = 4;
