import { describe, expect, it } from '@jest/globals';
import { ageLevelOf, eventTypeOf, indoorOf } from './classify.js';

const TODAY = '2026-05-01';

describe('the type of an event', () => {
  it.each([
    ['Summer ID Camp', null, 'ID Camp'],
    ['Princeton Field Hockey Id camp', null, 'ID Camp'],
    ['Elite IDCamp', null, 'ID Camp'],
    ['2027 Spring College ID Clinic', null, 'ID Camp'],
    ['2027 Spring College ID Clinic', 'Clinic', 'ID Camp'],
    ['Discover Field Hockey Day', null, 'Clinic'],
    ['Intro to Field Hockey', null, 'Clinic'],
    ['Goalkeeper Identification Camp', null, 'ID Camp'],
    ['Fall Skills Clinic', null, 'Clinic'],
    ['Goalie Night', null, 'Clinic'],
    ['Keeper Day', 'Every keeper plays a mini-tournament at the end', 'Clinic'],
    ['Indoor Skills Night', null, 'Clinic'],
    ['Youth Indoor Round Robin – Session 1', null, 'Tournament'],
    ['Lineup Summer Showcase', null, 'Showcase'],
    ['Turkey Shootout Tournament', null, 'Tournament'],
    ['Nexus Cup', null, 'Tournament'],
    ['Mid-Atlantic Classic', null, 'Tournament'],
    ['Patriot Invitational', null, 'Tournament'],
    ['National Championship', null, 'Tournament'],
    ['College Recruiting Day', null, 'Recruiting Event'],
    ['Cupcake Social', null, 'Recruiting Event'],
    // The name wins over the description.
    ['Spring Clinic', 'Players showcase their skills in a tournament setting', 'Clinic'],
    ['Summer Series', 'A showcase in front of college coaches', 'Showcase'],
    ['Fall Weekend', 'Games, then a skills clinic', 'Clinic'],
    // Within one text, ID camp before clinic before showcase before tournament.
    ['ID Camp and Clinic', null, 'ID Camp'],
    ['Showcase Tournament', null, 'Showcase'],
  ])('%s (%s) → %s', (name, description, type) => {
    expect(eventTypeOf(null, name, description)).toBe(type);
  });

  it.each([
    ['Clinic', 'Summer Showcase', 'Clinic'],
    ['tournament', 'Summer Camp', 'Tournament'],
    ['Camp', 'Summer Showcase', 'Showcase'],
  ])('a Type field %s over the name %s → %s', (type, name, expected) => {
    expect(eventTypeOf(type, name)).toBe(expected);
  });
});

describe('the age level of an event', () => {
  it.each([
    ['U14', 'U14'],
    ['U-14', 'U14'],
    ['14U', 'U14'],
    ['U12', 'U14'],
    ['14 & under', 'U14'],
    ['Ages 10-13', 'U14'],
    ['ages 8 to 12', 'U14'],
    ['Grades 6-8', 'U14'],
    ['6th-8th grade', 'U14'],
    ['Middle school players', 'U14'],
    ['U16', 'U16'],
    ['16U', 'U16'],
    ['Ages 14-15', 'U16'],
    ['Grades 9-10', 'U16'],
    ['U19', 'U19'],
    ['19U', 'U19'],
    ['U18', 'U19'],
    ['High school players', 'U19'],
    ['Grades 9-12', 'U19'],
    ['Ages 14-18', 'U19'],
    ['Class of 2027/2028', 'U19'],
    ['Class of 2027, 2028 & 2029', 'U19'],
    ['Classes of 2029-2030', 'U16'],
    ["Class of '28", 'U16'],
    ['2028 grads', 'U16'],
    ['2027 and 2028 grads', 'U19'],
    ['Grad years: 2027-2028', 'U19'],
    ['Class of 2031', 'U14'],
    ['College', 'College'],
    ['Collegiate players', 'College'],
    ['NCAA athletes', 'College'],
    ['U21', 'College'],
    ['All ages', 'All Ages'],
    ['Ages 8+', 'All Ages'],
    ['ages 12 and up', 'All Ages'],
    ['Ages 18 yrs and older', 'All Ages'],
    ['Ages: 14 years or older', 'All Ages'],
    ['Ages 10-13 yrs', 'U14'],
    ['Gr. 1–3', 'U14'],
    ['Winter Indoor Field Hockey - Gr 5-8', 'U14'],
    ['boys and girls, birth years 2014–2019', 'U14'],
    ['Open to players born 2009 – 2012', 'U19'],
    ['2012/2013 birth years', 'U16'],
    ['U14 (birth years 2013–2014) · U16 (birth years 2011–2012)', 'U16'],
    ['U12 and U14 players, girls and boys (born 2013 or later)', 'U14'],
    ['players 10-14 with at least one season of experience', 'U16'],
    ['boys and girls 8 to 12', 'U14'],
    ['for campers aged 7 to 12', 'U14'],
    ['Summer Field Hockey Camp - Entering Gr 5-9', 'U16'],
    ['Grs. 9-12', 'U19'],
    ['Open', 'All Ages'],
    // A range spanning levels takes the highest level it reaches.
    ['Grades 8-12', 'U19'],
    ['Ages 12-18', 'U19'],
    ['U14 - U19', 'U19'],
    ['U12, U14 and U16', 'U16'],
    ['Ages 12-15', 'U16'],
    // College coaches and recruiting are no college players.
    ['High school players in front of college coaches', 'U19'],
    ['U16 players, NCAA rules apply', 'U16'],
  ])('ages %j → %s', (ages, level) => {
    expect(ageLevelOf(ages, 'Summer Camp', [], TODAY)).toBe(level);
  });

  it.each([
    ['10-13', 'U14'],
    ['14-15', 'U16'],
    ['14 - 18', 'U19'],
    ['12+', 'All Ages'],
    ['Who 14-18', 'U19'],
    ['Level 3', 'All Ages'],
  ])('a bare ages field %j → %s', (ages, level) => {
    expect(ageLevelOf(ages, 'Summer Camp', [], TODAY)).toBe(level);
  });

  it.each([
    [null, 'U16 Summer Showcase', ['For high school players'], 'U16'],
    [null, 'Summer Showcase', ['For players in grades 6-8'], 'U14'],
    ['Grades 9-12', 'U14 Summer Camp', [], 'U19'],
    ['Level: Elite', 'Middle School Clinic', [], 'U14'],
    [null, 'Tuesday Night High School Indoor League', [], 'U19'],
    [null, 'Adult Co-ed Field Hockey Pickup', ['Players under 18 may not participate'], 'All Ages'],
    [null, 'Winter Indoor League 2027 (Adult Co-ed)', ['For former college players and adults'], 'All Ages'],
    ['Ages 7-9 with an adult', 'Tot Hockey', [], 'U14'],
    [null, 'Family Stick Night', ['Each child comes with an adult'], 'All Ages'],
    [null, 'Mini Clinic', ['For kindergartners through fifth graders new to the sport'], 'U14'],
    [null, 'Camp', ['Open to players going into ninth through twelfth grade'], 'U19'],
    [null, 'Clinic', ['At Canton High School, turf field'], 'All Ages'],
    [null, 'College Prospect Camp', ['Open to collegiate players'], 'College'],
    [null, 'Summer Camp', ['Train with college coaches'], 'All Ages'],
    [null, 'Summer Camp', [null, 'Details inside'], 'All Ages'],
    [null, 'Summer Camp', [], 'All Ages'],
  ])('ages %j, name %j, text %j → %s', (ages, name, texts, level) => {
    expect(ageLevelOf(ages, name, texts, TODAY)).toBe(level);
  });

  it('given a class year, when today moves past August, then the class is read in the new school year', () => {
    expect(ageLevelOf('Class of 2030', null, [], '2026-05-01')).toBe('U14');
    expect(ageLevelOf('Class of 2030', null, [], '2026-09-01')).toBe('U16');
    expect(ageLevelOf('Class of 2028', null, [], '2026-09-01')).toBe('U19');
    expect(ageLevelOf('Class of 2026', null, [], '2026-09-01')).toBe('All Ages');
  });
});

describe('indoor or outdoor', () => {
  it.each([
    [['Winter Indoor Showcase'], true],
    [['Winter Showcase', 'Played at the turf dome'], true],
    [['Winter Showcase', 'Spooky Nook Dome, Manheim, PA'], true],
    [['Summer Showcase', 'Outdoor turf fields'], false],
    [['INDOOR and outdoor sessions'], true],
    [['Summer Showcase', null, 'On turf'], null],
    [['Domestic League'], null],
    [[], null],
  ])('%j → %s', (texts, indoor) => {
    expect(indoorOf(...texts)).toBe(indoor);
  });
});

describe('weekly sessions are a clinic', () => {
  it('given a program whose text says it meets every Saturday and ends with a tournament, when typed, then it is a clinic', () => {
    expect(eventTypeOf(null, 'Fall Field Hockey Grades 3-8', 'The program meets every Saturday morning for eight weeks and ends with a mini-tournament.')).toBe('Clinic');
  });

  it('given a league named as such, when typed, then its name decides', () => {
    expect(eventTypeOf(null, 'Winter Indoor League', 'Games every Sunday night.')).toBe('Tournament');
  });

  it('given birth years, then the oldest player\'s age in the event\'s year decides', () => {
    expect(ageLevelOf(null, 'Goalkeeper Clinic', ['keepers in the 2011, 2012, 2013 and 2014 birth years'], '2026-11-25', '2027-01-23')).toBe('U19');
    expect(ageLevelOf(null, 'Goalkeeper Clinic', ['keepers in the 2011, 2012, 2013 and 2014 birth years'], '2026-11-25', '2026-12-12')).toBe('U16');
  });
});
