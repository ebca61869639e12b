import { addDays } from '../../../platform/time/calendar-date.js';
import { schoolYearEnd } from '../../../platform/time/school-year.js';
import { mostRecentMondayUtc } from '../access/access-window.js';
import type { AgeLevel, EventDetails, EventType, UsState } from '../events/event-details.js';

/** One listing of the demo catalog, its dates counted from the day it is seeded. */
interface DemoRow {
  /** Stable across seedings: the event's id and link are made from it. */
  key: string;
  name: string;
  eventType: EventType;
  ageLevel: AgeLevel;
  organizer: string | null;
  city: string;
  state: UsState;
  /** Days from today; the start then moves forward to the weekday such an event begins on. */
  startsIn: number;
  days: number;
  /** Days before the start that registration closes; null when the listing names no deadline. */
  closesBefore: number | null;
  /** null: contact the organizer; 0: free. */
  cost: number | null;
  indoor: boolean | null;
  description: string | null;
  /** Listed without a registration link (the organizer takes registrations another way). */
  unlinked?: true;
  sample?: true;
  /** Listed since the last weekly update, so Basic sees it locked as new this week (see `demoListedAt`). */
  listedThisWeek?: true;
  /** The colleges it says will attend (issue 24's "colleges attending"). */
  colleges?: string[];
  /** The graduation classes it states, as years after this school year's seniors' (0: the seniors). */
  classes?: number[];
}

const LINEUP = 'Lineup';
const SUPER_SIXTY = 'Super Sixty';
const NXT = 'NXT';
const USA_FH = 'USA Field Hockey';

// Clubs and colleges below are invented; links go to example.org (RFC 2606) so no one lands on a real site.
/** Colleges the showcases and ID camps below say will attend (issue 24): the demo's follow, filter and map have some. */
const DEMO_COLLEGES = [
  'Brandywine College',
  'Keystone State University',
  'Chesapeake University',
  'Hudson Valley College',
  'Old Mill College',
  'Allegheny Tech',
  "Saint Aldric's College",
  'Piedmont University',
  'Northshore College',
  'Lakeview University',
  'Green Harbor College',
  'Ridgeline State',
];
const ROWS: DemoRow[] = [
  // Lineup: recruiting showcases
  {
    key: 'lineup-mid-atlantic-showcase', name: 'Lineup Mid-Atlantic Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'Hershey', state: 'PA', startsIn: 9, days: 2, closesBefore: 7, cost: 395, indoor: false, sample: true,
    colleges: DEMO_COLLEGES.slice(0, 8), classes: [0, 1, 2],
    description: 'Two days of 11v11 games in front of college coaches from every division. Players are placed on teams by position and graduation year, and a recruiting Q&A with coaches closes the first day.',
  },
  {
    key: 'lineup-new-england-showcase', name: 'Lineup New England Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'Worcester', state: 'MA', startsIn: 40, days: 2, closesBefore: 14, cost: 375, indoor: false,
    colleges: [DEMO_COLLEGES[3], DEMO_COLLEGES[6], DEMO_COLLEGES[8], DEMO_COLLEGES[10], DEMO_COLLEGES[1]], classes: [1, 2],
    description: 'The Lineup format on New England turf: four games per player, position-based rosters and a coach evaluation sent after the event.',
  },
  {
    key: 'lineup-southeast-showcase', name: 'Lineup Southeast Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'Chapel Hill', state: 'NC', startsIn: 130, days: 2, closesBefore: 21, cost: 395, indoor: false,
    description: 'Showcase games for 2027 to 2029 graduates from the Carolinas, Georgia and Virginia. College coaches receive rosters with contact details before the first whistle.',
  },
  {
    key: 'lineup-west-coast-showcase', name: 'Lineup West Coast Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'San Diego', state: 'CA', startsIn: 200, days: 2, closesBefore: 21, cost: 425, indoor: false,
    description: 'The West Coast stop of the Lineup series, drawing East Coast programs that rarely recruit in California. Includes a film session on what coaches look for.',
  },
  {
    key: 'lineup-midwest-underclassmen-showcase', name: 'Lineup Midwest Underclassmen Showcase', eventType: 'Showcase', ageLevel: 'U16', organizer: LINEUP,
    city: 'Columbus', state: 'OH', startsIn: 250, days: 2, closesBefore: 14, cost: 350, indoor: false,
    description: 'For freshmen and sophomores starting the recruiting process: games, a skills circuit and a talk on building a recruiting profile.',
  },
  {
    key: 'lineup-winter-indoor-showcase', name: 'Lineup Winter Indoor Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'Lancaster', state: 'PA', startsIn: -300, days: 1, closesBefore: 10, cost: 225, indoor: true,
    description: 'One day of indoor 6v6 games on a regulation indoor court, with college coaches watching from the boards.',
  },
  {
    key: 'lineup-long-island-fall-showcase', name: 'Lineup Long Island Fall Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'Garden City', state: 'NY', startsIn: -200, days: 2, closesBefore: 14, cost: 395, indoor: false,
    description: 'Fall showcase for New York and New Jersey players between club and high school seasons.',
  },
  {
    key: 'lineup-national-summer-showcase', name: 'Lineup National Summer Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: LINEUP,
    city: 'Hershey', state: 'PA', startsIn: 385, days: 3, closesBefore: 30, cost: 450, indoor: false,
    description: 'The largest Lineup event of the year: three days, twelve fields and coaches from more than a hundred college programs.',
  },
  {
    key: 'lineup-princeton-underclassmen-showcase', name: 'Lineup Princeton Underclassmen Showcase', eventType: 'Showcase', ageLevel: 'U16', organizer: LINEUP,
    city: 'Princeton', state: 'NJ', startsIn: 60, days: 1, closesBefore: 7, cost: 250, indoor: false, listedThisWeek: true,
    colleges: [DEMO_COLLEGES[1], DEMO_COLLEGES[3], DEMO_COLLEGES[9]], classes: [2, 3],
    description: 'A one-day showcase for 8th to 10th graders: small-sided games in the morning, full-field games in the afternoon.',
  },
  {
    key: 'lineup-recruiting-workshop-baltimore', name: 'Lineup Recruiting Workshop', eventType: 'Recruiting Event', ageLevel: 'All Ages', organizer: LINEUP,
    city: 'Baltimore', state: 'MD', startsIn: 25, days: 1, closesBefore: null, cost: 0, indoor: true,
    description: 'A free evening for players and parents on recruiting timelines, emailing coaches and getting the most out of a showcase.',
  },

  // Super Sixty: clinics, camps and tournaments
  {
    key: 'super-sixty-philadelphia-winter-clinic', name: 'Super Sixty Philadelphia Winter Clinic', eventType: 'Clinic', ageLevel: 'U16', organizer: SUPER_SIXTY,
    city: 'Philadelphia', state: 'PA', startsIn: 30, days: 1, closesBefore: 5, cost: 95, indoor: true,
    description: 'Three hours of indoor stick work: receiving on the move, lifted passes and 3D skills, in groups of eight players per coach.',
  },
  {
    key: 'super-sixty-elite-camp', name: 'Super Sixty Elite Camp', eventType: 'ID Camp', ageLevel: 'U19', organizer: SUPER_SIXTY,
    city: 'West Chester', state: 'PA', startsIn: 150, days: 4, closesBefore: 30, cost: 795, indoor: false,
    description: 'Four days of training and games run by college coaches, who evaluate every player. Overnight housing in the dorms is included.',
  },
  {
    key: 'super-sixty-goalkeeper-clinic', name: 'Super Sixty Goalkeeper Clinic', eventType: 'Clinic', ageLevel: 'All Ages', organizer: SUPER_SIXTY,
    city: 'Moorestown', state: 'NJ', startsIn: 18, days: 1, closesBefore: 3, cost: 85, indoor: false,
    description: 'Goalkeepers only: footwork, kicking saves, one-on-one defense and penalty corners. Bring full gear.',
  },
  {
    key: 'super-sixty-youth-skills-camp', name: 'Super Sixty Youth Skills Camp', eventType: 'Clinic', ageLevel: 'U14', organizer: SUPER_SIXTY,
    city: 'Bel Air', state: 'MD', startsIn: 180, days: 4, closesBefore: 21, cost: 425, indoor: false,
    description: 'A day camp for middle school players building the basics: grip, push pass, hitting, tackling and small-sided games every afternoon.',
  },
  {
    key: 'super-sixty-holiday-indoor-tournament', name: 'Super Sixty Holiday Indoor Tournament', eventType: 'Tournament', ageLevel: 'U16', organizer: SUPER_SIXTY,
    city: 'Virginia Beach', state: 'VA', startsIn: -340, days: 2, closesBefore: 30, cost: 175, indoor: true,
    description: 'Indoor club tournament over the winter break, with pool play on the first day and brackets on the second.',
  },
  {
    key: 'super-sixty-hartford-indoor-series', name: 'Super Sixty Hartford Indoor Series', eventType: 'Tournament', ageLevel: 'U14', organizer: SUPER_SIXTY,
    city: 'Hartford', state: 'CT', startsIn: 75, days: 1, closesBefore: 14, cost: 120, indoor: true,
    description: 'A one-day indoor round robin for U14 club teams; individual players are placed on a team.',
  },
  {
    key: 'super-sixty-wilmington-spring-clinic', name: 'Super Sixty Wilmington Spring Clinic', eventType: 'Clinic', ageLevel: 'U14', organizer: SUPER_SIXTY,
    city: 'Wilmington', state: 'DE', startsIn: -45, days: 1, closesBefore: 7, cost: 75, indoor: false,
    description: 'An afternoon clinic on passing patterns and defensive positioning ahead of the spring club season.',
  },
  {
    key: 'super-sixty-college-prep-clinic', name: 'Super Sixty College Prep Clinic', eventType: 'Clinic', ageLevel: 'U19', organizer: SUPER_SIXTY,
    city: 'Stamford', state: 'CT', startsIn: 320, days: 1, closesBefore: 7, cost: 110, indoor: null,
    description: 'Training at college tempo for juniors and seniors committed or close to committing.',
  },
  {
    key: 'super-sixty-winter-indoor-showcase', name: 'Super Sixty Winter Indoor Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: SUPER_SIXTY,
    city: 'Philadelphia', state: 'PA', startsIn: 400, days: 2, closesBefore: 21, cost: 375, indoor: true,
    description: 'Indoor showcase games for high school players in front of Division I, II and III coaches.',
  },
  {
    key: 'super-sixty-recruiting-day', name: 'Super Sixty Recruiting Day', eventType: 'Recruiting Event', ageLevel: 'U19', organizer: SUPER_SIXTY,
    city: 'King of Prussia', state: 'PA', startsIn: 68, days: 1, closesBefore: 14, cost: 185, indoor: false,
    colleges: [DEMO_COLLEGES[0], DEMO_COLLEGES[1], DEMO_COLLEGES[5]],
    description: 'A morning of position-specific evaluation followed by games and a panel of college coaches answering questions from players.',
  },

  // NXT: ID clinics, combines and invitationals
  {
    key: 'nxt-summer-invitational', name: 'NXT Summer Invitational', eventType: 'Tournament', ageLevel: 'U19', organizer: NXT,
    city: 'Voorhees', state: 'NJ', startsIn: 110, days: 3, closesBefore: 30, cost: 550, indoor: false,
    description: 'Three days of club tournament play with dedicated recruiting fields. Teams register together; individual players can be placed.',
  },
  {
    key: 'nxt-college-id-clinic-richmond', name: 'NXT College ID Clinic – Richmond', eventType: 'ID Camp', ageLevel: 'U19', organizer: NXT,
    city: 'Richmond', state: 'VA', startsIn: 35, days: 1, closesBefore: 10, cost: 175, indoor: false,
    description: 'Coaches from eight college programs run the sessions and evaluate players directly. Capped at 80 players.',
  },
  {
    key: 'nxt-college-id-clinic-boston', name: 'NXT College ID Clinic – Boston', eventType: 'ID Camp', ageLevel: 'U19', organizer: NXT,
    city: 'Boston', state: 'MA', startsIn: 230, days: 1, closesBefore: 10, cost: 175, indoor: false,
    colleges: [DEMO_COLLEGES[6], DEMO_COLLEGES[8], DEMO_COLLEGES[10]],
    description: 'The New England edition of the NXT ID clinic, with coaches from programs across the Northeast.',
  },
  {
    key: 'nxt-indoor-national-qualifier', name: 'NXT Indoor National Qualifier', eventType: 'Tournament', ageLevel: 'U16', organizer: NXT,
    city: 'Germantown', state: 'MD', startsIn: -420, days: 2, closesBefore: 21, cost: 295, indoor: true,
    description: 'Indoor qualifier whose top four teams earned places at the national indoor championship.',
  },
  {
    key: 'nxt-recruiting-combine', name: 'NXT Recruiting Combine', eventType: 'Recruiting Event', ageLevel: 'U19', organizer: NXT,
    city: 'Annapolis', state: 'MD', startsIn: 55, days: 1, closesBefore: 14, cost: 145, indoor: false, listedThisWeek: true,
    colleges: [DEMO_COLLEGES[0], DEMO_COLLEGES[2], DEMO_COLLEGES[4], DEMO_COLLEGES[7], DEMO_COLLEGES[9], DEMO_COLLEGES[11]], classes: [0, 1],
    description: 'Timed sprints, skills testing and filmed small-sided games. Results go into a profile that college coaches can request.',
  },
  {
    key: 'nxt-fall-series-delaware', name: 'NXT Fall Series – Delaware', eventType: 'Tournament', ageLevel: 'U19', organizer: NXT,
    city: 'Newark', state: 'DE', startsIn: 270, days: 2, closesBefore: 21, cost: null, indoor: false,
    description: 'A fall tournament for club teams; the team fee depends on roster size, so contact NXT for pricing.',
  },
  {
    key: 'nxt-sophomore-showcase', name: 'NXT Sophomore Showcase', eventType: 'Showcase', ageLevel: 'U16', organizer: NXT,
    city: 'Saratoga Springs', state: 'NY', startsIn: 100, days: 1, closesBefore: 14, cost: 225, indoor: false,
    classes: [2],
    description: 'A showcase for the class that can first hear from college coaches this year.',
  },
  {
    key: 'nxt-spring-id-clinic-new-haven', name: 'NXT Spring ID Clinic – New Haven', eventType: 'ID Camp', ageLevel: 'U19', organizer: NXT,
    city: 'New Haven', state: 'CT', startsIn: -150, days: 1, closesBefore: 10, cost: 160, indoor: false,
    description: 'Spring ID clinic with coaches from New England and New York programs.',
  },
  {
    key: 'nxt-winter-indoor-invitational', name: 'NXT Winter Indoor Invitational', eventType: 'Tournament', ageLevel: 'U19', organizer: NXT,
    city: 'Lancaster', state: 'PA', startsIn: 395, days: 2, closesBefore: 30, cost: 495, indoor: true,
    description: 'Top club teams playing indoor over a weekend, with college coaches courtside.',
  },

  // USA Field Hockey: national programs, festivals, courses
  {
    key: 'usafh-futures-regional-pennsylvania', name: 'USA Field Hockey Futures Regional – Pennsylvania', eventType: 'Clinic', ageLevel: 'U16', organizer: USA_FH,
    city: 'Harrisburg', state: 'PA', startsIn: 14, days: 1, closesBefore: 7, cost: 75, indoor: false,
    description: 'A Futures training day for developing players, coached by USA Field Hockey certified coaches.',
  },
  {
    key: 'usafh-national-festival', name: 'USA Field Hockey National Festival', eventType: 'Tournament', ageLevel: 'All Ages', organizer: USA_FH,
    city: 'Orlando', state: 'FL', startsIn: 280, days: 4, closesBefore: 45, cost: null, indoor: false,
    description: 'The largest field hockey tournament in the country: club teams from U12 to masters play over four days, and hundreds of college coaches watch the U19 divisions.',
  },
  {
    key: 'usafh-national-indoor-tournament-last', name: 'USA Field Hockey National Indoor Tournament', eventType: 'Tournament', ageLevel: 'U19', organizer: USA_FH,
    city: 'Manheim', state: 'PA', startsIn: -380, days: 3, closesBefore: 60, cost: null, indoor: true, unlinked: true,
    description: 'National indoor championship for club teams, from U14 to U19 divisions.',
  },
  {
    key: 'usafh-national-indoor-tournament', name: 'USA Field Hockey National Indoor Tournament', eventType: 'Tournament', ageLevel: 'U19', organizer: USA_FH,
    city: 'Manheim', state: 'PA', startsIn: 340, days: 3, closesBefore: 60, cost: null, indoor: true,
    description: 'National indoor championship for club teams, from U14 to U19 divisions. Teams enter through their club; fees depend on the division.',
  },
  {
    key: 'usafh-level-1-umpire-clinic', name: 'USA Field Hockey Level 1 Umpire Clinic', eventType: 'Clinic', ageLevel: 'All Ages', organizer: USA_FH,
    city: 'Charlottesville', state: 'VA', startsIn: 20, days: 1, closesBefore: 5, cost: 0, indoor: null,
    description: 'A free introduction to umpiring: the rules, positioning and signals, with on-field practice in the afternoon. Open to players aged 14 and up, parents and coaches.',
  },
  {
    key: 'usafh-level-1-coaching-course', name: 'USA Field Hockey Level 1 Coaching Course', eventType: 'Clinic', ageLevel: 'All Ages', organizer: USA_FH,
    city: 'Glastonbury', state: 'CT', startsIn: 210, days: 2, closesBefore: 14, cost: 195, indoor: true,
    description: 'The first coaching certification course: session planning, teaching core skills and safe practice for coaches of young players.',
  },
  {
    key: 'usafh-young-womens-national-championship', name: "USA Field Hockey Young Women's National Championship", eventType: 'Tournament', ageLevel: 'U19', organizer: USA_FH,
    city: 'Virginia Beach', state: 'VA', startsIn: 160, days: 3, closesBefore: 45, cost: null, indoor: false,
    description: 'The summer national championship for U16 and U19 club teams; a major recruiting weekend for college coaches.',
  },
  {
    key: 'usafh-futures-elite-camp', name: 'USA Field Hockey Futures Elite Camp', eventType: 'ID Camp', ageLevel: 'U16', organizer: USA_FH,
    city: 'Stockton', state: 'CA', startsIn: 240, days: 4, closesBefore: 30, cost: 1250, indoor: false,
    description: 'Four days of training with national development coaches. Players are assessed for the national age-group development pools.',
  },
  {
    key: 'usafh-club-championship-louisville', name: 'USA Field Hockey Club Championship', eventType: 'Tournament', ageLevel: 'U14', organizer: USA_FH,
    city: 'Louisville', state: 'KY', startsIn: -560, days: 3, closesBefore: 60, cost: null, indoor: false, unlinked: true,
    description: 'Regional champions met for the U14 club title over three days of pool and bracket play.',
  },
  {
    key: 'usafh-high-performance-id-day-midwest', name: 'USA Field Hockey High Performance ID Day – Midwest', eventType: 'ID Camp', ageLevel: 'U19', organizer: USA_FH,
    city: 'Ann Arbor', state: 'MI', startsIn: 405, days: 1, closesBefore: 30, cost: 150, indoor: false,
    description: 'An identification day for the national high performance pathway, open to Midwest players born in the eligible years.',
  },
  {
    key: 'usafh-grassroots-festival-austin', name: 'USA Field Hockey Grassroots Festival – Austin', eventType: 'Clinic', ageLevel: 'U14', organizer: USA_FH,
    city: 'Austin', state: 'TX', startsIn: 45, days: 1, closesBefore: null, cost: 0, indoor: false,
    description: 'A free try-it day for kids new to the sport. Sticks and balls are provided; wear sneakers and bring water.',
  },
  {
    key: 'usafh-mixed-indoor-open-denver', name: 'USA Field Hockey Mixed Indoor Open – Denver', eventType: 'Tournament', ageLevel: 'All Ages', organizer: USA_FH,
    city: 'Denver', state: 'CO', startsIn: 120, days: 2, closesBefore: 21, cost: 140, indoor: true,
    description: 'A relaxed mixed indoor tournament for adults and high school players; register as a team or as an individual.',
  },

  // Clubs
  {
    key: 'keystone-elite-u14-summer-classic', name: 'Keystone Elite U14 Summer Classic', eventType: 'Tournament', ageLevel: 'U14', organizer: 'Keystone Elite Field Hockey',
    city: 'Reading', state: 'PA', startsIn: 70, days: 2, closesBefore: 14, cost: 180, indoor: false,
    description: 'Middle school club teams play six games over a weekend, with a skills competition on Saturday evening.',
  },
  {
    key: 'keystone-elite-goalkeeper-camp', name: 'Keystone Elite Goalkeeper Camp', eventType: 'Clinic', ageLevel: 'U19', organizer: 'Keystone Elite Field Hockey',
    city: 'Pittsburgh', state: 'PA', startsIn: 115, days: 3, closesBefore: 21, cost: 375, indoor: false,
    description: 'Three days of goalkeeper-only training with video review of every session.',
  },
  {
    key: 'keystone-elite-winter-skills', name: 'Keystone Elite Winter Skills Night', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Keystone Elite Field Hockey',
    city: 'Pittsburgh', state: 'PA', startsIn: -95, days: 1, closesBefore: 3, cost: 75, indoor: true,
    description: 'Indoor ball-control evening for younger players.',
  },
  {
    key: 'jersey-shore-beach-blast', name: 'Jersey Shore Beach Blast Tournament', eventType: 'Tournament', ageLevel: 'U16', organizer: 'Jersey Shore Field Hockey Club',
    city: 'Toms River', state: 'NJ', startsIn: 65, days: 2, closesBefore: 21, cost: 210, indoor: false,
    description: 'A 7v7 summer tournament near the shore. Teams play at least five games; the final is on Sunday afternoon.',
  },
  {
    key: 'jersey-shore-fall-clinic', name: 'Jersey Shore Fall Skills Clinic', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Jersey Shore Field Hockey Club',
    city: 'Toms River', state: 'NJ', startsIn: -25, days: 1, closesBefore: 5, cost: 85, indoor: false,
    description: 'A Saturday clinic on dribbling, passing and first touch for players new to club hockey.',
  },
  {
    key: 'jersey-shore-winter-indoor', name: 'Jersey Shore Winter Indoor Cup', eventType: 'Tournament', ageLevel: 'U19', organizer: 'Jersey Shore Field Hockey Club',
    city: 'Morristown', state: 'NJ', startsIn: 300, days: 1, closesBefore: 14, cost: 165, indoor: true,
    description: 'One-day indoor cup for high school aged club teams.',
  },
  {
    key: 'chesapeake-sticks-ocean-city-showcase', name: 'Chesapeake Sticks Ocean City Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: 'Chesapeake Sticks Field Hockey',
    city: 'Ocean City', state: 'MD', startsIn: 140, days: 2, closesBefore: 21, cost: 325, indoor: false,
    description: 'A beach-town showcase with games on four turf fields and a recruiting seminar for families.',
  },
  {
    key: 'chesapeake-sticks-id-camp', name: 'Chesapeake Sticks ID Camp', eventType: 'ID Camp', ageLevel: 'U16', organizer: 'Chesapeake Sticks Field Hockey',
    city: 'Germantown', state: 'MD', startsIn: 28, days: 1, closesBefore: 7, cost: 150, indoor: false,
    description: 'College coaches lead stations and small-sided games; every player gets written feedback.',
  },
  {
    key: 'chesapeake-sticks-turkey-shootout', name: 'Chesapeake Sticks Turkey Shootout', eventType: 'Tournament', ageLevel: 'U14', organizer: 'Chesapeake Sticks Field Hockey',
    city: 'Baltimore', state: 'MD', startsIn: -260, days: 2, closesBefore: 21, cost: null, indoor: false, unlinked: true,
    description: 'A holiday weekend tournament for young club teams.',
  },
  {
    key: 'bay-state-summer-day-camp', name: 'Bay State Field Hockey Summer Day Camp', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Bay State Field Hockey',
    city: 'Plymouth', state: 'MA', startsIn: 190, days: 5, closesBefore: 30, cost: 525, indoor: false,
    description: 'Five mornings of skills and games for players entering grades 5 to 8. Afternoon swim at the lake on the last day.',
  },
  {
    key: 'bay-state-indoor-clinic', name: 'Bay State Indoor Clinic', eventType: 'Clinic', ageLevel: 'U16', organizer: 'Bay State Field Hockey',
    city: 'Springfield', state: 'MA', startsIn: 11, days: 1, closesBefore: 3, cost: 80, indoor: true,
    description: 'Two hours of indoor technique: flat-stick tackling, push passes off the boards and quick restarts.',
  },
  {
    key: 'bay-state-college-id-day', name: 'Bay State College ID Day', eventType: 'ID Camp', ageLevel: 'U19', organizer: 'Bay State Field Hockey',
    city: 'Amherst', state: 'MA', startsIn: -130, days: 1, closesBefore: 10, cost: 185, indoor: false,
    description: 'An ID day with coaches from a dozen New England colleges.',
  },
  {
    key: 'nutmeg-academy-underclassmen-showcase', name: 'Nutmeg Academy Underclassmen Showcase', eventType: 'Showcase', ageLevel: 'U16', organizer: 'Nutmeg Field Hockey Academy',
    city: 'Glastonbury', state: 'CT', startsIn: 80, days: 1, closesBefore: 10, cost: 245, indoor: false,
    description: 'Games for freshmen and sophomores, with coaches from Connecticut, Massachusetts and New York programs.',
  },
  {
    key: 'nutmeg-academy-stick-skills', name: 'Nutmeg Academy Stick Skills Session', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Nutmeg Field Hockey Academy',
    city: 'New Haven', state: 'CT', startsIn: 340, days: 1, closesBefore: 7, cost: 90, indoor: true,
    description: 'Indoor stick skills for young players, ten players per coach.',
  },
  {
    key: 'blue-ridge-fall-classic', name: 'Blue Ridge Fall Classic', eventType: 'Tournament', ageLevel: 'U19', organizer: 'Blue Ridge Field Hockey Club',
    city: 'Charlottesville', state: 'VA', startsIn: 105, days: 2, closesBefore: 21, cost: 275, indoor: false,
    description: 'Club teams from Virginia, Maryland and North Carolina play a two-day fall tournament in the foothills.',
  },
  {
    key: 'blue-ridge-recruiting-night', name: 'Blue Ridge Recruiting Night', eventType: 'Recruiting Event', ageLevel: 'All Ages', organizer: 'Blue Ridge Field Hockey Club',
    city: 'Fairfax', state: 'VA', startsIn: -60, days: 1, closesBefore: null, cost: 0, indoor: true,
    description: 'A panel of college coaches on the recruiting calendar, questions from families, and a checklist to take home.',
  },
  {
    key: 'blue-ridge-overnight-camp', name: 'Blue Ridge Overnight Camp', eventType: 'Clinic', ageLevel: 'U16', organizer: 'Blue Ridge Field Hockey Club',
    city: 'Williamsburg', state: 'VA', startsIn: 395, days: 4, closesBefore: 45, cost: 695, indoor: false,
    description: 'Four days and three nights of training, team games and evening activities on a college campus.',
  },
  {
    key: 'first-state-winter-league', name: 'First State Winter League', eventType: 'Tournament', ageLevel: 'U16', organizer: 'First State Field Hockey',
    city: 'Dover', state: 'DE', startsIn: 22, days: 1, closesBefore: 7, cost: 125, indoor: true,
    description: 'The opening day of the indoor league: every team plays three games.',
  },
  {
    key: 'first-state-beach-clinic', name: 'First State Beach Clinic', eventType: 'Clinic', ageLevel: 'U14', organizer: 'First State Field Hockey',
    city: 'Rehoboth Beach', state: 'DE', startsIn: 175, days: 3, closesBefore: 21, cost: 240, indoor: false,
    description: 'Three summer mornings of training near the beach for young players.',
  },
  {
    key: 'first-state-showcase', name: 'First State Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: 'First State Field Hockey',
    city: 'Wilmington', state: 'DE', startsIn: -500, days: 2, closesBefore: 14, cost: 350, indoor: false,
    description: 'A two-day showcase for Delaware Valley players, with coaches from across the Mid-Atlantic.',
  },
  {
    key: 'empire-upstate-showcase', name: 'Empire Upstate Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: 'Empire Field Hockey',
    city: 'Syracuse', state: 'NY', startsIn: 48, days: 2, closesBefore: 14, cost: 340, indoor: false,
    description: 'The largest showcase in upstate New York, with teams arranged by graduation year.',
  },
  {
    key: 'empire-rochester-indoor', name: 'Empire Rochester Indoor Tournament', eventType: 'Tournament', ageLevel: 'U14', organizer: 'Empire Field Hockey',
    city: 'Rochester', state: 'NY', startsIn: -230, days: 1, closesBefore: 7, cost: 95, indoor: true,
    description: 'A one-day indoor tournament for U12 and U14 club teams.',
  },
  {
    key: 'empire-albany-id-day', name: 'Empire Albany ID Day', eventType: 'ID Camp', ageLevel: 'U16', organizer: 'Empire Field Hockey',
    city: 'Albany', state: 'NY', startsIn: 260, days: 1, closesBefore: 10, cost: 165, indoor: null,
    description: 'An ID day for younger high school players who want honest feedback from college coaches.',
  },
  {
    key: 'empire-college-fair', name: 'Empire Field Hockey College Fair', eventType: 'Recruiting Event', ageLevel: 'All Ages', organizer: 'Empire Field Hockey',
    city: 'Saratoga Springs', state: 'NY', startsIn: 285, days: 1, closesBefore: null, cost: 0, indoor: true,
    description: 'Meet coaches from more than thirty college programs at their tables. Free for players and parents.',
  },
  {
    key: 'pacific-coast-los-angeles-clinic', name: 'Pacific Coast Los Angeles Clinic', eventType: 'Clinic', ageLevel: 'U16', organizer: 'Pacific Coast Field Hockey',
    city: 'Los Angeles', state: 'CA', startsIn: 16, days: 1, closesBefore: 3, cost: 95, indoor: false,
    description: 'Attacking skills clinic: elimination moves, shooting on the run and penalty corner variations.',
  },
  {
    key: 'pacific-coast-norcal-tournament', name: 'Pacific Coast NorCal Tournament', eventType: 'Tournament', ageLevel: 'U19', organizer: 'Pacific Coast Field Hockey',
    city: 'Sacramento', state: 'CA', startsIn: 125, days: 2, closesBefore: 30, cost: null, indoor: false,
    description: 'A club tournament for Northern California teams; contact the club for team fees.',
  },
  {
    key: 'pacific-coast-winter-camp', name: 'Pacific Coast Winter Camp', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Pacific Coast Field Hockey',
    city: 'San Diego', state: 'CA', startsIn: -110, days: 3, closesBefore: 14, cost: 285, indoor: false,
    description: 'Three days of winter-break training in the sun for middle school players.',
  },
  {
    key: 'buckeye-indoor-classic', name: 'Buckeye Indoor Classic', eventType: 'Tournament', ageLevel: 'U16', organizer: 'Buckeye Field Hockey Club',
    city: 'Cincinnati', state: 'OH', startsIn: 38, days: 1, closesBefore: 10, cost: 135, indoor: true,
    description: 'Indoor tournament for Ohio, Indiana and Kentucky club teams.',
  },
  {
    key: 'buckeye-summer-camp', name: 'Buckeye Summer Camp', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Buckeye Field Hockey Club',
    city: 'Cleveland', state: 'OH', startsIn: -620, days: 4, closesBefore: 21, cost: 310, indoor: false,
    description: 'A four-day summer day camp for beginners and intermediate players.',
  },
  {
    key: 'pine-tree-overnight-camp', name: 'Pine Tree Overnight Field Hockey Camp', eventType: 'Clinic', ageLevel: 'U16', organizer: 'Pine Tree Field Hockey',
    city: 'Orono', state: 'ME', startsIn: 220, days: 5, closesBefore: 45, cost: 895, indoor: false,
    description: 'Five days of training in the Maine woods, with dorm housing, meals and an evening scrimmage under the lights.',
  },
  {
    key: 'pine-tree-portland-clinic', name: 'Pine Tree Portland Clinic', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Pine Tree Field Hockey',
    city: 'Portland', state: 'ME', startsIn: 52, days: 1, closesBefore: 5, cost: 75, indoor: false,
    description: 'A Saturday clinic on defensive basics for middle school players.',
  },
  {
    key: 'granite-state-showcase', name: 'Granite State Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: 'Granite State Field Hockey',
    city: 'Durham', state: 'NH', startsIn: 290, days: 2, closesBefore: 21, cost: 315, indoor: false,
    description: 'Northern New England players showcase for coaches from across the Northeast.',
  },
  {
    key: 'granite-state-indoor-jamboree', name: 'Granite State Indoor Jamboree', eventType: 'Tournament', ageLevel: 'U14', organizer: 'Granite State Field Hockey',
    city: 'Manchester', state: 'NH', startsIn: 6, days: 1, closesBefore: null, cost: 110, indoor: true,
    description: 'A friendly indoor jamboree: short games, no brackets, lots of touches on the ball.',
  },
  {
    key: 'tar-heel-spring-tournament', name: 'Tar Heel Spring Tournament', eventType: 'Tournament', ageLevel: 'U16', organizer: 'Tar Heel Field Hockey',
    city: 'Winston-Salem', state: 'NC', startsIn: 98, days: 2, closesBefore: 21, cost: 260, indoor: false,
    description: 'Spring club tournament for teams from the Carolinas and Virginia.',
  },
  {
    key: 'tar-heel-id-clinic', name: 'Tar Heel ID Clinic', eventType: 'ID Camp', ageLevel: 'U19', organizer: 'Tar Heel Field Hockey',
    city: 'Charlotte', state: 'NC', startsIn: -40, days: 1, closesBefore: 7, cost: 140, indoor: false,
    description: 'ID clinic led by coaches from Southeast college programs.',
  },
  {
    key: 'ocean-state-stick-skills-clinic', name: 'Ocean State Stick Skills Clinic', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Ocean State Field Hockey',
    city: 'Providence', state: 'RI', startsIn: 33, days: 1, closesBefore: 5, cost: 80, indoor: true,
    description: 'Indoor stick skills for young players, with a short game to finish.',
  },
  {
    key: 'green-mountain-summer-camp', name: 'Green Mountain Field Hockey Camp', eventType: 'Clinic', ageLevel: 'U16', organizer: 'Green Mountain Field Hockey',
    city: 'Burlington', state: 'VT', startsIn: 375, days: 4, closesBefore: 60, cost: 650, indoor: false,
    description: 'A four-day overnight camp by Lake Champlain for players of every position.',
  },
  {
    key: 'great-lakes-showcase', name: 'Great Lakes Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: 'Great Lakes Field Hockey',
    city: 'Grand Rapids', state: 'MI', startsIn: 155, days: 2, closesBefore: 21, cost: 295, indoor: false,
    description: 'A Midwest showcase that brings East Coast coaches to Michigan.',
  },
  {
    key: 'hoosier-indoor-cup', name: 'Hoosier Indoor Cup', eventType: 'Tournament', ageLevel: 'U16', organizer: 'Hoosier Field Hockey Club',
    city: 'Indianapolis', state: 'IN', startsIn: -80, days: 2, closesBefore: 14, cost: 150, indoor: true,
    description: 'Two days of indoor games for Midwest club teams.',
  },
  {
    key: 'gateway-fall-clinic', name: 'Gateway Fall Clinic', eventType: 'Clinic', ageLevel: 'U14', organizer: 'Gateway Field Hockey',
    city: 'St. Louis', state: 'MO', startsIn: 62, days: 1, closesBefore: 7, cost: 85, indoor: false,
    description: 'A fall clinic for St. Louis area middle school players.',
  },
  {
    key: 'windy-city-classic', name: 'Windy City Field Hockey Classic', eventType: 'Tournament', ageLevel: 'U19', organizer: 'Windy City Field Hockey',
    city: 'Chicago', state: 'IL', startsIn: 310, days: 2, closesBefore: 30, cost: null, indoor: false,
    description: 'Club tournament on the lakefront; team fees on request.',
  },
  {
    key: 'sunshine-state-showcase', name: 'Sunshine State Showcase', eventType: 'Showcase', ageLevel: 'U19', organizer: 'Sunshine State Field Hockey',
    city: 'Jacksonville', state: 'FL', startsIn: -15, days: 2, closesBefore: 14, cost: 285, indoor: false,
    description: 'A winter showcase in the Florida sun for players from the Southeast and beyond.',
  },
  {
    key: 'lone-star-intro-clinic', name: 'Lone Star Intro Clinic', eventType: 'Clinic', ageLevel: 'All Ages', organizer: 'Lone Star Field Hockey',
    city: 'Houston', state: 'TX', startsIn: 170, days: 1, closesBefore: null, cost: 75, indoor: false,
    description: 'An introduction to field hockey for new players of any age. Sticks are provided.',
  },
  {
    key: 'peach-state-id-day', name: 'Peach State ID Day', eventType: 'ID Camp', ageLevel: 'U16', organizer: 'Peach State Field Hockey',
    city: 'Atlanta', state: 'GA', startsIn: 205, days: 1, closesBefore: 14, cost: 150, indoor: false,
    description: 'An ID day for Southeast players, with coaches from programs in the South and Mid-Atlantic.',
  },
  {
    key: 'lowcountry-spring-tournament', name: 'Lowcountry Spring Tournament', eventType: 'Tournament', ageLevel: 'U14', organizer: 'Lowcountry Field Hockey',
    city: 'Charleston', state: 'SC', startsIn: 410, days: 2, closesBefore: 30, cost: 195, indoor: false,
    description: 'A spring tournament for young club teams, finishing with a team cookout.',
  },
  {
    key: 'cascade-winter-clinic', name: 'Cascade Winter Clinic', eventType: 'Clinic', ageLevel: 'U16', organizer: 'Cascade Field Hockey',
    city: 'Seattle', state: 'WA', startsIn: -690, days: 1, closesBefore: 7, cost: 90, indoor: true,
    description: 'Indoor winter clinic for Pacific Northwest players.',
  },
  {
    key: 'main-line-college-summer-league', name: 'Main Line College Summer League', eventType: 'Tournament', ageLevel: 'College', organizer: 'Main Line Field Hockey',
    city: 'Bryn Mawr', state: 'PA', startsIn: 26, days: 1, closesBefore: 10, cost: 75, indoor: false,
    description: 'Opening night of a summer league for college players home on break. Register as an individual; teams are balanced by the organizers.',
  },
  {
    key: 'mid-atlantic-college-club-championship', name: 'Mid-Atlantic College Club Championship', eventType: 'Tournament', ageLevel: 'College', organizer: 'Mid-Atlantic Collegiate Club Field Hockey',
    city: 'Newark', state: 'DE', startsIn: 145, days: 2, closesBefore: 21, cost: null, indoor: false,
    description: 'Club teams from colleges across the Mid-Atlantic compete for the regional title.',
  },
  {
    key: 'college-club-indoor-invitational', name: 'College Club Indoor Invitational', eventType: 'Tournament', ageLevel: 'College', organizer: 'Mid-Atlantic Collegiate Club Field Hockey',
    city: 'Philadelphia', state: 'PA', startsIn: -170, days: 1, closesBefore: 14, cost: 120, indoor: true,
    description: 'A one-day indoor tournament for college club teams.',
  },

  // College camps
  {
    key: 'stonebridge-university-id-camp', name: 'Stonebridge University Field Hockey ID Camp', eventType: 'ID Camp', ageLevel: 'U19', organizer: 'Stonebridge University Field Hockey',
    city: 'Lancaster', state: 'PA', startsIn: 42, days: 2, closesBefore: 14, cost: 325, indoor: false,
    description: 'Train with the Stonebridge coaching staff and current players for two days, with a campus tour and an admissions session.',
  },
  {
    key: 'harborview-college-prospect-day', name: 'Harborview College Prospect Day', eventType: 'ID Camp', ageLevel: 'U19', organizer: 'Harborview College Field Hockey',
    city: 'Mystic', state: 'CT', startsIn: 120, days: 1, closesBefore: 14, cost: 195, indoor: false,
    description: 'A prospect day for high school juniors and seniors interested in Division III field hockey.',
  },
  {
    key: 'lakeshore-state-elite-camp', name: 'Lakeshore State Elite Camp', eventType: 'ID Camp', ageLevel: 'U19', organizer: 'Lakeshore State University Field Hockey',
    city: 'Kalamazoo', state: 'MI', startsIn: 380, days: 3, closesBefore: 30, cost: 595, indoor: false,
    description: 'A three-day elite camp run by the Lakeshore State staff, with overnight options.',
  },
  {
    key: 'whitman-hill-college-summer-camp', name: 'Whitman Hill College Summer Camp', eventType: 'Clinic', ageLevel: 'U19', organizer: 'Whitman Hill College Field Hockey',
    city: 'Northampton', state: 'MA', startsIn: -400, days: 4, closesBefore: 30, cost: 1400, indoor: false,
    description: 'An overnight summer camp with four days of training, video sessions and team games. Housing and meals included.',
  },

  // Listings that came in with little information
  {
    key: 'lehigh-valley-indoor-open', name: 'Lehigh Valley Indoor Open', eventType: 'Tournament', ageLevel: 'U16', organizer: null,
    city: 'Allentown', state: 'PA', startsIn: 235, days: 1, closesBefore: null, cost: null, indoor: true, description: null,
  },
  {
    key: 'cape-cod-summer-stickfest', name: 'Cape Cod Summer Stickfest', eventType: 'Clinic', ageLevel: 'All Ages', organizer: null,
    city: 'Hyannis', state: 'MA', startsIn: -20, days: 1, closesBefore: null, cost: 0, indoor: null,
    description: 'Open pick-up style clinic on the town fields. Bring a stick, shin guards and a mouthguard.',
  },
];

const SATURDAY = 6;
const FRIDAY = 5;
const MONDAY = 1;

/** Weekend events start on Saturday, three-day ones on Friday, camps of four days or more on Monday. */
function startDayOf(days: number): number {
  if (days <= 2) return SATURDAY;
  return days === 3 ? FRIDAY : MONDAY;
}

function nextWeekday(date: string, weekday: number): string {
  const current = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (weekday - current + 7) % 7);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function detailsOf(row: DemoRow, today: string): EventDetails {
  const startDate = nextWeekday(addDays(today, row.startsIn), startDayOf(row.days));
  return {
    name: row.name,
    description: row.description,
    eventType: row.eventType,
    startDate,
    endDate: row.days > 1 ? addDays(startDate, row.days - 1) : null,
    registrationDeadline: row.closesBefore === null ? null : addDays(startDate, -row.closesBefore),
    city: row.city,
    state: row.state,
    cost: row.cost,
    ageLevel: row.ageLevel,
    organizer: row.organizer,
    isIndoor: row.indoor,
    registrationLink: row.organizer === null || row.unlinked ? null : `https://example.org/${slug(row.organizer)}/${row.key}`,
    ...(row.colleges ? { collegesAttending: row.colleges } : {}),
    ...(row.classes ? { gradYears: row.classes.map((after) => schoolYearEnd(today) + after) } : {}),
  };
}

export interface DemoEvent {
  key: string;
  details: EventDetails;
  isSample: boolean;
  /** Days before the last weekly update (Monday 00:00 UTC) it is listed at; null: listed at seeding, this week. */
  listedDaysBeforeUpdate: number | null;
}

/** Older listings are spread over the three weeks before the update, so the admin's listings chart has a shape. */
const LISTING_SPREAD_DAYS = 21;
const OLDEST_LISTING_OFFSET = 8;

/**
 * The catalog a fresh development install starts with: about a hundred listings around `today` (from nearly
 * two years back to fourteen months ahead), so every access tier, filter and empty state has something to show.
 * All but a couple were listed before the last weekly update, so Basic sees a full catalog and a few new ones.
 * Pure: the same `today` gives the same events, and every day gives the same keys.
 */
export function demoEvents(today: string): DemoEvent[] {
  return ROWS.map((row, index) => ({
    key: row.key,
    details: detailsOf(row, today),
    isSample: row.sample === true,
    listedDaysBeforeUpdate: row.listedThisWeek ? null : OLDEST_LISTING_OFFSET + ((index * 5) % LISTING_SPREAD_DAYS),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a demo listing is made as if it happened: Basic's weekly window then shows the demo as it would be live. */
export function demoListedAt(event: DemoEvent, now: Date): Date {
  if (event.listedDaysBeforeUpdate === null) return now;
  return new Date(mostRecentMondayUtc(now).getTime() - event.listedDaysBeforeUpdate * DAY_MS);
}
