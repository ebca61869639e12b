import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { stripChrome } from './chrome.js';

const page = (body: string) => load(`<html><head><title>Camps</title></head><body>${body}</body></html>`);

describe("the site's chrome is never an event's venue, price or date", () => {
  it("given a footer with the organization's office, when the chrome is taken out, then the office is gone and the event stays", () => {
    const $ = page(`<main><h1>Winter Clinic</h1><p>January 9, 2027 at Dover Indoor, Dover, DE. $40.</p></main>
      <footer><p>USA Field Hockey, 5540 N Academy Blvd, Colorado Springs, CO 80918</p><p>© 2026</p></footer>`);
    const chrome = stripChrome($);
    expect($('body').text()).toContain('Dover, DE');
    expect($('body').text()).not.toContain('Colorado Springs');
    expect(chrome.text).toContain('Colorado Springs');
  });

  it('given a builder that names its parts by class (no footer element), when the chrome is taken out, then the named parts go', () => {
    const $ = page(`<div id="SITE_HEADER"><a href="/">Home</a> Parking $5</div><div class="content"><h2>Summer Camp</h2><p>July 12-14, 2027, Lancaster, PA</p></div>
      <div class="sidebar-widget">Next: Fall Showcase Oct 3</div><div class="site-footer">123 Main St, Towson, MD 21204</div>`);
    stripChrome($);
    const text = $('body').text();
    expect(text).toContain('Lancaster, PA');
    expect(text).not.toMatch(/Parking|Towson|Fall Showcase/);
  });

  it('given a "Contact us" block beside the event, when the chrome is taken out, then its address goes', () => {
    const $ = page(`<main><section><h2>Spring Play Day</h2><p>April 10, 2027 · Fairfax, VA</p></section>
      <section><h3>Contact Us</h3><p>Club office: 12 Elm St, Reston, VA 20190</p></section></main>`);
    stripChrome($);
    expect($('main').text()).toContain('Fairfax, VA');
    expect($('main').text()).not.toContain('Reston');
  });

  it('given a wrapper whose class names a sidebar but which holds the whole page, when the chrome is taken out, then the page stays', () => {
    const $ = page(`<div class="layout has-sidebar"><h1>Elite ID Camp</h1><p>June 20-22, 2027 at Penn Park, Philadelphia, PA. Cost $495 per camper, commuters welcome, lunch included every day.</p></div>`);
    stripChrome($);
    expect($('body').text()).toContain('Philadelphia, PA');
  });

  it('given a main element inside a part named like chrome, when the chrome is taken out, then the main content stays', () => {
    const $ = page(`<div class="site-header-wrap"><main><h1>Fall Clinic</h1><p>Sept 12, 2027, Hershey, PA</p></main></div><nav>Camps | Clinics</nav>`);
    stripChrome($);
    expect($('body').text()).toContain('Hershey, PA');
    expect($('body').text()).not.toContain('Camps | Clinics');
  });
});

describe("an event page's own aside", () => {
  it('given a registration box in an aside of the main content, when the chrome is taken out, then it stays', () => {
    const $ = page(`<main><h1>Skills Week</h1><p>July 12-16, 2027</p><aside><a href="https://register.example/ssw">Register Now</a></aside></main><aside class="widgets">Recent posts</aside>`);
    stripChrome($);
    expect($('a').attr('href')).toBe('https://register.example/ssw');
    expect($('body').text()).not.toContain('Recent posts');
  });
});
