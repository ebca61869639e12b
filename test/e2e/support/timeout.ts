import { jest } from '@jest/globals';

// A browser test is a whole journey through several screens on a real server. The 30 s the other projects get
// was too little on a slow CI host (a blog journey that takes 11-21 s here ran past 30 s there); a hang still
// fails, only later.
jest.setTimeout(90_000);
