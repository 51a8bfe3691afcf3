// SPDX-License-Identifier: GPL-3.0-or-later
// The phone page: draws the state (src/adj-share-state.c) it gets from the
// event stream, and again after every change. It sends nothing but GETs.
'use strict';

let words = { live: '', offline: '' };

function el (tag, cls, text) {
  const e = document.createElement(tag);
  if (cls)
    e.className = cls;
  if (text !== undefined)
    e.textContent = text;
  return e;
}

function draw (state) {
  const main = document.getElementById('blocks');
  const parts = [];
  let chips = null;

  words = state.words;
  if (state.lang)
    document.documentElement.lang = state.lang;
  document.title = state.title;
  document.getElementById('title').textContent = state.title;
  document.getElementById('readonly').textContent = state.words.readonly;
  for (const b of state.blocks) {
    if (b.k !== 'chip')
      chips = null;
    if (b.k === 'dice') {
      const row = el('div', 'dice');
      row.append(el('span', 'small', b.t));
      for (const f of b.f)
        row.append(el('span', 'die', String(f)));
      if (b.r)
        row.append(el('span', 'text', b.r));
      parts.push(row);
    } else if (b.k === 'bar') {
      const bar = el('div', 'bar');
      const fill = el('div');
      fill.style.width = Math.round(100 * Math.min(1, b.v / b.m)) + '%';
      bar.setAttribute('role', 'meter');
      bar.setAttribute('aria-label', b.t);
      bar.setAttribute('aria-valuenow', b.v);
      bar.setAttribute('aria-valuemax', b.m);
      bar.append(fill);
      parts.push(bar);
    } else if (b.k === 'chip') {
      if (!chips) {
        chips = el('div', 'chips');
        parts.push(chips);
      }
      chips.append(el('span', 'chip', b.t));
    } else {
      parts.push(el('div', b.k + (b.c ? ' ' + b.c : ''), b.t));
    }
  }
  main.replaceChildren(...parts);
}

function status (live) {
  const s = document.getElementById('status');
  s.className = live ? 'live' : 'offline';
  s.textContent = live ? words.live : words.offline;
}

const events = new EventSource('events');
events.onmessage = (e) => { draw(JSON.parse(e.data)); status(true); };
events.onerror = () => status(false);
