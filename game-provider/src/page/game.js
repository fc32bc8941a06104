// The in-house game page (plain ES2020 module, no build step): reads its session from the provider API, draws
// the slot, scratch card or video poker in the session's theme, and plays rounds. Every outcome comes from the
// server; this page only shows it.

const texts = JSON.parse(document.getElementById('game-texts').textContent);
const token = decodeURIComponent(location.pathname.split('/').pop() || '');
const root = document.getElementById('game');
const SVG_NS = 'http://www.w3.org/2000/svg';
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// ---- Texts, amounts, elements ----

function t(key, params) {
  return (texts[key] || key).replace(/\{(\w+)\}/g, (_, name) => String(params && name in params ? params[name] : ''));
}

/** Minor units → '₭ 1,234.50'. */
function money(minor) {
  const whole = Math.floor(Math.abs(minor) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(Math.abs(minor) % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}₭ ${whole}.${cents}`;
}

function el(tag, attributes, children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children || []) node.append(child);
  return node;
}

function svg(markup) {
  const node = document.createElementNS(SVG_NS, 'svg');
  node.setAttribute('viewBox', '0 0 100 100');
  node.setAttribute('aria-hidden', 'true');
  node.setAttribute('focusable', 'false');
  node.innerHTML = markup;
  return node;
}

// ---- The provider API ----

/** Refusals after which this game session cannot play on: it expired, is unknown, or the member signed out of the
 * site (or owes a password change there) since launching it. */
const ENDED_CODES = ['session-expired', 'not-found', 'password-change-required'];

class GameError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

async function api(method, path, body) {
  let response;
  try {
    response = await fetch(`/provider/api/${path}`, {
      method,
      headers: body ? { 'x-game-session': token, 'content-type': 'application/json' } : { 'x-game-session': token },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new GameError('network', 'network');
  }
  const answer = await response.json().catch(() => null);
  if (!answer) throw new GameError('network', `HTTP ${response.status}`);
  if (!answer.success) throw new GameError(answer.code, answer.message);
  return answer.value;
}

// ---- Art: slot symbols and cards, as inline SVG in the theme's colours ----

const SHAPES = {
  crown:
    '<path d="M14 72 20 30 37 52 50 20 63 52 80 30 86 72Z"/><rect x="14" y="75" width="72" height="11" rx="3"/><circle cx="20" cy="28" r="5"/><circle cx="50" cy="18" r="5"/><circle cx="80" cy="28" r="5"/>',
  lotus:
    '<path d="M50 16C63 36 63 60 50 80 37 60 37 36 50 16Z"/><path opacity=".8" d="M50 80C30 74 16 58 16 38 34 44 46 58 50 80ZM50 80C70 74 84 58 84 38 66 44 54 58 50 80Z"/><path opacity=".6" d="M14 80h72l-6 8H20Z"/>',
  bell: '<path d="M50 14C33 14 27 30 27 48v14L17 75h66L73 62V48C73 30 67 14 50 14Z"/><circle cx="50" cy="83" r="8"/><rect x="46" y="6" width="8" height="10" rx="3"/>',
  coin: '<circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="29" fill="none" stroke="rgba(0,0,0,.3)" stroke-width="4"/><rect x="41" y="41" width="18" height="18" fill="rgba(0,0,0,.45)"/>',
  pearl:
    '<circle cx="50" cy="54" r="32"/><ellipse cx="39" cy="42" rx="10" ry="7" fill="#fff" opacity=".75"/><path opacity=".5" d="M14 82c18 10 54 10 72 0l-4 8c-20 8-44 8-64 0Z"/>',
  wave: '<path d="M8 64c14-26 32-30 44-12 8 12 20 14 28 4-10 0-16-8-12-18 12-8 26 2 26 18 0 26-32 36-52 24-12-8-22-6-34 4Z"/><path opacity=".6" d="M8 84c14-8 28-8 42 0s28 8 42 0v8c-14 8-28 8-42 0s-28-8-42 0Z"/>',
  lantern:
    '<rect x="42" y="8" width="16" height="8" rx="2"/><ellipse cx="50" cy="46" rx="30" ry="30"/><path d="M50 16v60M35 20c-8 16-8 36 0 52M65 20c8 16 8 36 0 52" stroke="rgba(0,0,0,.3)" stroke-width="3" fill="none"/><rect x="40" y="74" width="20" height="8" rx="2"/><path d="M46 82h8l2 12h-12Z"/>',
  moon: '<path d="M60 10A40 40 0 1 0 90 70 32 32 0 1 1 60 10Z"/><circle cx="34" cy="44" r="5" fill="rgba(0,0,0,.2)"/><circle cx="46" cy="70" r="4" fill="rgba(0,0,0,.2)"/>',
  star: '<path d="M50 8 62 38h32L68 57l10 32-28-19-28 19 10-32L6 38h32Z"/>',
  gem: '<path d="M28 18h44l20 24-42 48L8 42Z"/><path d="M8 42h84M28 18l12 24 10 48 10-48 12-24" stroke="rgba(0,0,0,.3)" stroke-width="3" fill="none"/>',
  seven: '<path d="M18 14h64v14L50 90H30l32-58H18Z"/>',
  cherry:
    '<path d="M52 12C48 34 38 44 32 58M52 12c6 20 14 32 20 44" stroke="#3c8d3c" stroke-width="5" fill="none"/><path d="M52 12c12-6 24-4 30 4-10 6-22 6-30-4Z" fill="#3c8d3c"/><circle cx="30" cy="70" r="18"/><circle cx="72" cy="66" r="18"/>',
};

const LOW_GLYPHS = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };

/** Art and accessible name of a slot symbol id ('W', 'H1'…'H4', 'A'…'T'). */
function symbolArt(symbol, theme) {
  if (symbol === 'W') {
    const art = svg(
      `<path fill="var(--accent)" d="M50 4l10 18 20-8-4 21 20 6-16 14 12 17-21 1-1 21-20-10-20 10-1-21-21-1 12-17L4 41l20-6-4-21 20 8Z"/><text x="50" y="58" text-anchor="middle" font-size="20" font-weight="800" fill="var(--bg)"></text>`,
    );
    art.querySelector('text').textContent = t('wild');
    return { art, name: t('wild') };
  }
  if (symbol in LOW_GLYPHS) {
    const art = svg(
      '<text x="50" y="72" text-anchor="middle" font-size="62" font-weight="800" fill="currentColor" stroke="rgba(0,0,0,.35)" stroke-width="2"></text>',
    );
    art.querySelector('text').textContent = LOW_GLYPHS[symbol];
    art.classList.add(`low-${symbol}`);
    return { art, name: LOW_GLYPHS[symbol] };
  }
  const index = Number(symbol.slice(1)) - 1;
  const shape = theme.shapes[index];
  const art = svg(`<g fill="${theme.colors.symbols[index]}">${SHAPES[shape] || ''}</g>`);
  return { art, name: t(`symbol_${shape}`) };
}

const SUITS = {
  S: '<path d="M50 8C30 36 10 48 14 64c4 16 24 18 32 6l-6 22h20l-6-22c8 12 28 10 32-6 4-16-16-28-36-56Z"/>',
  H: '<path d="M50 88C20 66 8 48 12 32 16 16 38 12 50 30 62 12 84 16 88 32c4 16-8 34-38 56Z"/>',
  D: '<path d="M50 6l36 44-36 44-36-44Z"/>',
  C: '<circle cx="50" cy="30" r="18"/><circle cx="29" cy="60" r="18"/><circle cx="71" cy="60" r="18"/><path d="M46 56h8l6 36H40Z"/>',
};

function cardName(code) {
  const rank = code[0];
  const rankName = rank === 'T' ? '10' : texts[`rank_${rank}`] ? t(`rank_${rank}`) : rank;
  return t('card', { rank: rankName, suit: t(`suit_${code[1]}`) });
}

function cardFace(code) {
  const red = code[1] === 'H' || code[1] === 'D';
  const face = el('div', { class: `card face${red ? ' red' : ''}`, role: 'img', 'aria-label': cardName(code) }, [
    el('span', { class: 'rank', 'aria-hidden': 'true', text: code[0] === 'T' ? '10' : code[0] }),
  ]);
  face.append(svg(`<g fill="currentColor">${SUITS[code[1]]}</g>`));
  return face;
}

function cardBack() {
  return el('div', { class: 'card back', role: 'img', 'aria-label': t('covered') });
}

// ---- The page frame shared by the three games ----

function buildFrame(info, stageLabel) {
  // REAL sessions play with the member's wallet: the badge and the balance say so.
  const real = info.mode === 'REAL';
  const balance = el('output', { id: 'balance', 'aria-labelledby': 'balance-label', 'aria-live': 'off', text: money(info.balance) });
  const paytableButton = el('button', { type: 'button', class: 'secondary', 'aria-haspopup': 'dialog', text: t('paytable') });
  const header = el('header', { class: 'bar' }, [
    el('h1', { text: info.game.name }),
    el('span', {
      class: real ? 'badge real' : 'badge',
      title: t(real ? 'real_play_note' : 'free_play_note'),
      text: t(real ? 'real_play' : 'free_play'),
    }),
    el('p', { class: 'balance' }, [el('span', { id: 'balance-label', text: t(real ? 'real_balance' : 'balance') }), balance]),
    paytableButton,
  ]);
  const stage = el('section', { class: `stage ${info.game.engine}`, 'aria-label': stageLabel });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const error = el('p', { class: 'error', role: 'alert' });
  const details = el('ul', { class: 'details' });
  const controls = el('div', { class: 'controls' });
  const dialog = buildPaytable(info);
  paytableButton.addEventListener('click', () => dialog.showModal());
  root.replaceChildren(header, stage, el('div', { class: 'result' }, [message, error, details]), controls, dialog);
  root.removeAttribute('aria-busy');

  let busy = false;
  return {
    stage,
    controls,
    details,
    setBalance: (minor) => {
      balance.textContent = money(minor);
    },
    announce: (text) => {
      error.textContent = '';
      message.textContent = text;
    },
    /** Runs one server call with the buttons locked; shows a failed call's reason. */
    async run(call) {
      if (busy) return undefined;
      busy = true;
      root.classList.add('busy');
      try {
        return await call();
      } catch (failure) {
        showError(failure);
        return undefined;
      } finally {
        busy = false;
        root.classList.remove('busy');
      }
    },
  };

  function showError(failure) {
    const code = failure instanceof GameError ? failure.code : 'other';
    const key =
      code === 'insufficient-balance'
        ? real
          ? 'error_real_balance'
          : 'error_balance'
        : ENDED_CODES.includes(code)
          ? 'error_session'
          : code === 'network'
            ? 'error_network'
            : 'error_other';
    message.textContent = '';
    error.textContent = t(key);
    if (key === 'error_session')
      root.querySelectorAll('.controls button, .controls select, .stage button').forEach((control) => (control.disabled = true));
  }
}

function betSelect(info, labelKey, onChange) {
  const select = el(
    'select',
    { id: 'bet', onchange: () => onChange(Number(select.value)) },
    info.betOptions.map((amount) => el('option', { value: amount, text: money(amount) })),
  );
  return { select, field: el('div', { class: 'field' }, [el('label', { for: 'bet', text: t(labelKey) }), select]) };
}

function buildPaytable(info) {
  const close = el('button', { type: 'button', class: 'secondary', text: t('close') });
  const dialog = el('dialog', { class: 'paytable', 'aria-labelledby': 'paytable-title' }, [
    el('div', { class: 'dialog-head' }, [el('h2', { id: 'paytable-title', text: t('paytable') }), close]),
  ]);
  const table = (headings, rows) =>
    el('table', {}, [
      el('thead', {}, [
        el(
          'tr',
          {},
          headings.map((heading) => el('th', { scope: 'col', text: heading })),
        ),
      ]),
      el('tbody', {}, rows),
    ]);

  if (info.game.engine === 'slot') {
    const rows = [['W', null], ...info.paytable.map((row) => [row.key, row.pays])].map(([key, pays]) => {
      const { art, name } = symbolArt(key, info.theme);
      return el('tr', {}, [
        el('th', { scope: 'row' }, [el('span', { class: 'symbol-cell' }, [art, el('span', { text: name })])]),
        el('td', { text: pays ? pays.map((pay) => `×${pay}`).join(' / ') : t('wild_pays') }),
      ]);
    });
    dialog.append(el('p', { text: t('paylines_note') }), table([t('symbol'), t('pays_3_4_5')], rows), paylineDiagrams(info.paylines));
  } else if (info.game.engine === 'scratch') {
    const rows = info.paytable.map((row) =>
      el('tr', {}, [
        el('th', { scope: 'row', text: `×${row.pays[0]}` }),
        el('td', { text: t('chance_one_in', { n: Math.round(1 / row.chance).toLocaleString('en-US') }) }),
      ]),
    );
    dialog.append(el('p', { text: t('scratch_note') }), table([t('prize'), t('chance')], rows));
  } else {
    const rows = info.paytable.map((row) =>
      el('tr', {}, [el('th', { scope: 'row', text: t(row.key) }), el('td', { text: `×${row.pays[0]}` })]),
    );
    dialog.append(el('p', { text: t('poker_note') }), table([t('hand_column'), t('pays')], rows));
  }
  dialog.append(el('p', { class: 'rtp', text: t('rtp', { value: `${(info.rtp * 100).toFixed(2)}%` }) }));
  close.addEventListener('click', () => dialog.close());
  return dialog;
}

function paylineDiagrams(paylines) {
  const list = el('ol', { class: 'paylines' });
  paylines.forEach((rows, index) => {
    const points = rows.map((row, reel) => `${10 + reel * 20},${17 + row * 33}`).join(' ');
    let cells = '';
    for (let reel = 0; reel < 5; reel++)
      for (let row = 0; row < 3; row++) cells += `<rect x="${2 + reel * 20}" y="${2 + row * 33}" width="16" height="29" rx="3"/>`;
    const diagram = svg(`<g class="grid">${cells}</g><polyline points="${points}"/>`);
    diagram.removeAttribute('aria-hidden');
    diagram.setAttribute('role', 'img');
    diagram.setAttribute('aria-label', t('line', { n: index + 1 }));
    list.append(el('li', {}, [diagram]));
  });
  return list;
}

// ---- Reel slot ----

function startSlot(info) {
  const frame = buildFrame(info, t('reels'));
  const lines = info.paylines.length;
  const reels = el('div', { class: 'reels', role: 'group', 'aria-label': t('reels') });
  frame.stage.append(reels);
  const starting = ['H1', 'H2', 'H3', 'H4', 'W', 'A', 'K', 'Q', 'J', 'T'];
  let grid = [0, 1, 2, 3, 4].map((reel) => [0, 1, 2].map((row) => starting[(reel * 3 + row * 4) % starting.length]));
  const drawGrid = (winning) => {
    reels.replaceChildren(
      ...grid.map((column, reel) =>
        el(
          'div',
          { class: 'reel' },
          column.map((symbol, row) => {
            const { art, name } = symbolArt(symbol, info.theme);
            return el('div', { class: `cell${winning.has(`${reel}:${row}`) ? ' win' : ''}`, role: 'img', 'aria-label': name }, [art]);
          }),
        ),
      ),
    );
  };
  drawGrid(new Set());

  let lineBet = info.betOptions[0];
  const total = el('output', { id: 'total-bet', 'aria-labelledby': 'total-label', 'aria-live': 'off', text: money(lineBet * lines) });
  const bet = betSelect(info, 'bet_per_line', (amount) => {
    lineBet = amount;
    total.textContent = money(amount * lines);
  });
  const spin = el('button', { type: 'button', class: 'primary', text: t('spin') });
  frame.controls.append(bet.field, el('p', { class: 'total' }, [el('span', { id: 'total-label', text: t('total_bet') }), total]), spin);

  spin.addEventListener('click', () =>
    frame.run(async () => {
      frame.announce('');
      frame.details.replaceChildren();
      reels.classList.add('spinning');
      const [result] = await Promise.all([
        api('POST', 'slot/spin', { roundId: crypto.randomUUID(), lineBet }),
        pause(reducedMotion ? 0 : 650),
      ]).finally(() => reels.classList.remove('spinning'));
      grid = result.grid;
      const winning = new Set();
      for (const win of result.lineWins)
        for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${info.paylines[win.line][reel]}`);
      drawGrid(winning);
      frame.setBalance(result.balance);
      frame.details.replaceChildren(
        ...result.lineWins.map((win) =>
          el('li', {
            text: t('line_win', {
              n: win.line + 1,
              count: win.count,
              symbol: symbolArt(win.symbol, info.theme).name,
              amount: money(win.win),
            }),
          }),
        ),
      );
      frame.announce(result.win > 0 ? t('you_won', { amount: money(result.win) }) : t('no_win'));
    }),
  );
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---- Scratch card ----

function startScratch(info) {
  const frame = buildFrame(info, t('ticket'));
  const ticket = el('div', { class: 'ticket', role: 'group', 'aria-label': t('ticket') });
  frame.stage.append(ticket);
  let price = info.betOptions[0];
  let current = null;
  let shownBalance = info.balance;

  const bet = betSelect(info, 'ticket_price', (amount) => (price = amount));
  const buy = el('button', { type: 'button', class: 'primary', text: t('buy_ticket') });
  const revealAll = el('button', { type: 'button', class: 'secondary', text: t('reveal_all'), disabled: true });
  frame.controls.append(bet.field, buy, revealAll);

  const cells = Array.from({ length: 9 }, (_, index) => {
    const cell = el('button', { type: 'button', class: 'scratch-cell', 'aria-label': t('scratch_cell', { n: index + 1 }), disabled: true });
    cell.addEventListener('click', () => reveal(index));
    ticket.append(cell);
    return cell;
  });

  function reveal(index) {
    if (!current || current.revealed[index]) return;
    current.revealed[index] = true;
    const cell = cells[index];
    cell.removeAttribute('aria-label');
    cell.textContent = money(current.result.cells[index]);
    cell.classList.add('revealed');
    cell.disabled = true;
    if (current.revealed.every(Boolean)) finish();
  }

  function finish() {
    const { result } = current;
    current = null;
    // Matching cells light up only once all are scratched, so no cell gives the result away early.
    for (const index of result.winningCells) cells[index].classList.add('win');
    shownBalance = result.balance;
    frame.setBalance(result.balance);
    frame.announce(result.win > 0 ? t('you_won', { amount: money(result.win) }) : t('no_win'));
    revealAll.disabled = true;
    buy.disabled = false;
    bet.select.disabled = false;
  }

  revealAll.addEventListener('click', () => cells.forEach((_, index) => reveal(index)));
  buy.addEventListener('click', () =>
    frame.run(async () => {
      frame.announce('');
      const result = await api('POST', 'scratch/buy', { roundId: crypto.randomUUID(), price });
      current = { result, revealed: cells.map(() => false) };
      // The win is shown once the ticket is scratched, so the balance first drops by the price only.
      shownBalance -= result.bet;
      frame.setBalance(shownBalance);
      cells.forEach((cell) => {
        cell.textContent = '';
        cell.className = 'scratch-cell';
        cell.disabled = false;
      });
      cells.forEach((cell, index) => cell.setAttribute('aria-label', t('scratch_cell', { n: index + 1 })));
      buy.disabled = true;
      bet.select.disabled = true;
      revealAll.disabled = false;
      cells[0].focus();
    }),
  );
}

// ---- Video poker ----

function startPoker(info) {
  const frame = buildFrame(info, t('hand'));
  const hand = el('div', { class: 'hand', role: 'group', 'aria-label': t('hand') });
  frame.stage.append(hand);
  let bet = info.betOptions[0];
  let round = info.openHand;
  const holds = [false, false, false, false, false];

  const betField = betSelect(info, 'bet', (amount) => (bet = amount));
  const deal = el('button', { type: 'button', class: 'primary', text: t('deal') });
  const draw = el('button', { type: 'button', class: 'primary', text: t('draw') });
  const hint = el('button', { type: 'button', class: 'secondary', text: t('best_hold') });
  frame.controls.append(betField.field, hint, deal, draw);

  const slots = Array.from({ length: 5 }, (_, index) => {
    const holdButton = el('button', { type: 'button', class: 'hold', 'aria-pressed': 'false', text: t('hold') });
    holdButton.addEventListener('click', () => setHold(index, !holds[index]));
    const slot = el('div', { class: 'card-slot' }, [cardBack(), holdButton]);
    hand.append(slot);
    return { slot, holdButton };
  });

  function setHold(index, held) {
    holds[index] = held;
    slots[index].holdButton.setAttribute('aria-pressed', String(held));
    slots[index].slot.classList.toggle('held', held);
  }

  function show(result) {
    const dealt = result.status === 'DEALT';
    result.cards.forEach((code, index) => {
      slots[index].slot.firstChild.replaceWith(cardFace(code));
      setHold(index, false);
      slots[index].slot.classList.toggle('win', !dealt && result.win > 0);
    });
    setDealt(dealt);
    round = dealt ? result : null;
  }

  /** Dealt: holds, hint and Draw are live; otherwise bet and Deal. */
  function setDealt(dealt) {
    slots.forEach(({ holdButton }) => (holdButton.disabled = !dealt));
    deal.hidden = dealt;
    draw.hidden = !dealt;
    hint.disabled = !dealt;
    betField.select.disabled = dealt;
  }

  hint.addEventListener('click', () => {
    if (!round) return;
    round.hint.holds.forEach((held, index) => setHold(index, held));
    frame.announce(t('best_hold_applied', { amount: money(round.hint.expectedWin) }));
  });
  deal.addEventListener('click', () =>
    frame.run(async () => {
      frame.announce('');
      const result = await api('POST', 'poker/deal', { roundId: crypto.randomUUID(), bet });
      frame.setBalance(result.balance);
      show(result);
      slots[0].holdButton.focus();
    }),
  );
  draw.addEventListener('click', () =>
    frame.run(async () => {
      const result = await api('POST', 'poker/draw', { roundId: round.roundId, holds: [...holds] });
      frame.setBalance(result.balance);
      show(result);
      frame.announce(result.win > 0 ? `${t(result.hand)}. ${t('you_won', { amount: money(result.win) })}` : t('no_win'));
      deal.focus();
    }),
  );

  if (round) show(round);
  else setDealt(false);
}

// ---- Start ----

function applyTheme(theme) {
  const style = document.documentElement.style;
  style.setProperty('--bg', theme.colors.background);
  style.setProperty('--surface', theme.colors.surface);
  style.setProperty('--accent', theme.colors.accent);
  style.setProperty('--text', theme.colors.text);
}

async function start() {
  try {
    const info = await api('GET', 'session');
    applyTheme(info.theme);
    document.title = info.game.name;
    ({ slot: startSlot, scratch: startScratch, poker: startPoker })[info.game.engine](info);
  } catch (failure) {
    const key = failure instanceof GameError && ENDED_CODES.includes(failure.code) ? 'error_session' : 'error_network';
    root.replaceChildren(el('p', { class: 'error', role: 'alert', text: t(key) }));
    root.removeAttribute('aria-busy');
  }
}

start();
