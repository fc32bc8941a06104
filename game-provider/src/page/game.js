// The in-house game page (plain ES2020 module, no build step): reads its session from the provider API, draws
// the slot, scratch card, video poker or table game (baccarat, roulette, sic bo, with a betting countdown) in the
// session's theme, and plays rounds. Every outcome comes from the
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

/** How often a round's call is sent when its answer is lost, counting the first. */
const ROUND_ATTEMPTS = 3;

/**
 * A round's call: its roundId is made once, and a call whose answer was lost (no answer, or one that could not be
 * read) is sent again with the same roundId, which the provider answers with the round it already played. So a
 * dropped link never plays a second round, nor leaves the player without the first one's result and balance.
 */
async function playRound(path, fields) {
  const roundId = crypto.randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      return await api('POST', path, { roundId, ...fields });
    } catch (error) {
      if (!(error instanceof GameError) || error.code !== 'network' || attempt >= ROUND_ATTEMPTS) throw error;
      await pause(500 * 2 ** (attempt - 1));
    }
  }
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
  let ended = false;
  return {
    stage,
    controls,
    details,
    /** The session can play no more (expired, signed out): nothing should start a round again. */
    isEnded: () => ended,
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
        : code === 'play-limit-reached'
          ? 'error_limit'
          : ENDED_CODES.includes(code)
            ? 'error_session'
            : code === 'network'
              ? 'error_network'
              : 'error_other';
    message.textContent = '';
    error.textContent = t(key);
    if (key === 'error_session') ended = true;
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
  } else if (info.game.engine === 'poker') {
    const rows = info.paytable.map((row) =>
      el('tr', {}, [el('th', { scope: 'row', text: t(row.key) }), el('td', { text: `×${row.pays[0]}` })]),
    );
    dialog.append(el('p', { text: t('poker_note') }), table([t('hand_column'), t('pays')], rows));
  } else {
    // Table games: one row for each kind of bet, pay and return (sic bo's totals differ by total).
    const groups = new Map();
    for (const spot of info.table.spots) {
      const key = `${spot.kind}:${spot.pays}:${spot.rtp.toFixed(6)}`;
      if (!groups.has(key)) groups.set(key, { ...spot, ids: [] });
      groups.get(key).ids.push(spot.id);
    }
    const rows = [...groups.values()].map((group) => {
      const totals = group.kind === 'total' ? ` ${group.ids.map((id) => id.split('-')[1]).join(' / ')}` : '';
      return el('tr', {}, [
        el('th', { scope: 'row', text: `${kindName(group.kind)}${totals}` }),
        el('td', { text: paysText(group) }),
        el('td', { text: percent(group.rtp) }),
      ]);
    });
    dialog.append(el('p', { text: t(`${info.game.engine}_note`) }), table([t('bet_column'), t('pays'), t('rtp_column')], rows));
  }
  dialog.append(el('p', { class: 'rtp', text: t(info.table ? 'rtp_best' : 'rtp', { value: percent(info.rtp) }) }));
  close.addEventListener('click', () => dialog.close());
  return dialog;
}

const percent = (rate) => `${(rate * 100).toFixed(2)}%`;

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
      const [result] = await Promise.all([playRound('slot/spin', { lineBet }), pause(reducedMotion ? 0 : 650)]).finally(() =>
        reels.classList.remove('spinning'),
      );
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
      const result = await playRound('scratch/buy', { price });
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
      const result = await playRound('poker/deal', { bet });
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

// ---- Table games: baccarat, roulette, sic bo ----

/** The name of a kind of bet ('player-pair' → kind_player_pair). */
function kindName(kind) {
  return t(`kind_${kind.replace(/-/g, '_')}`);
}

/** What a spot pays to one: '0.95:1'; a single number of sic bo pays 1, 2 or 3 to one. */
function paysText(spot) {
  return spot.kind === 'single' ? '1:1 · 2:1 · 3:1' : t('pays_to_one', { n: spot.pays });
}

/** The name of one spot, as its button and the bet list say it. */
function spotName(spot) {
  const [kind, ...rest] = spot.id.split('-');
  switch (spot.kind) {
    case 'straight':
      return rest[0];
    case 'split':
    case 'corner':
    case 'street':
    case 'line':
      return `${kindName(spot.kind)} ${spot.numbers.join('/')}`;
    case 'dozen':
      return t(`dozen_${rest[0]}`);
    case 'column':
      return t('column', { n: rest[0] });
    case 'total':
    case 'single':
    case 'double':
    case 'triple':
      return `${kindName(kind)} ${rest[0]}`;
    default:
      return kindName(spot.kind);
  }
}

const PIPS = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
};
PIPS[5] = [...PIPS[4], [50, 50]];
PIPS[6] = [...PIPS[4], [28, 50], [72, 50]];

function dieFace(value) {
  const pips = PIPS[value].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`).join('');
  const face = svg(`<rect x="4" y="4" width="92" height="92" rx="16" class="die-body"/><g class="pips">${pips}</g>`);
  face.classList.add('die');
  return face;
}

function startTable(info) {
  const game = info.game.engine;
  const table = info.table;
  const frame = buildFrame(info, t(`table_${game}`));
  const spots = new Map(table.spots.map((spot) => [spot.id, spot]));
  /** spot id → amount staked on it this round. */
  const bets = new Map();
  let lastBets = [];
  let chip = table.chips[0];
  let balance = info.balance;
  let phase = 'betting';
  let deadline = 0;
  const history = [...table.history];

  // ---- Stage: the outcome, the layout, the bets, the road ----
  const outcome = el('div', { class: 'outcome', role: 'group', 'aria-label': t('outcome') });
  const layout = el('div', { class: `layout ${game}`, role: 'group', 'aria-label': t('layout') });
  const betList = el('ul', { class: 'bet-list', 'aria-label': t('your_bets') });
  const historyList = el('ol', { class: `history ${game}`, 'aria-label': t(game === 'baccarat' ? 'road' : 'history') });
  frame.stage.append(
    outcome,
    layout,
    el('div', { class: 'bets-box' }, [el('h2', { text: t('your_bets') }), betList]),
    el('div', { class: 'history-box' }, [el('h2', { text: t(game === 'baccarat' ? 'road' : 'history') }), historyList]),
  );

  /** spot id → its button and the badge that shows the amount on it. */
  const spotButtons = new Map();
  function spotButton(spot, label, className) {
    const badge = el('span', { class: 'spot-bet', id: `bet-${spot.id}` });
    const button = el(
      'button',
      { type: 'button', class: `spot ${className || ''}`, 'aria-describedby': `bet-${spot.id}`, onclick: () => placeBet(spot.id) },
      [el('span', { class: 'spot-name', text: label })],
    );
    spotButtons.set(spot.id, { button, badge });
    return el('div', { class: `spot-wrap ${className || ''}` }, [button, badge]);
  }
  const withPays = (spot, label) => `${label} · ${paysText(spot)}`;

  if (game === 'baccarat') buildBaccarat();
  else if (game === 'roulette') buildRoulette();
  else buildSicBo();

  function buildBaccarat() {
    const row = (ids, className) =>
      el(
        'div',
        { class: `spot-row ${className}` },
        ids.map((id) => spotButton(spots.get(id), withPays(spots.get(id), kindName(spots.get(id).kind)), id)),
      );
    layout.append(row(['player-pair', 'tie', 'banker-pair'], 'side'), row(['player', 'banker'], 'main'));
  }

  function buildRoulette() {
    const grid = el('div', { class: 'wheel-grid' });
    const reds = new Set(spots.get('red').numbers);
    for (let number = 0; number <= 36; number++) {
      const spot = spots.get(`straight-${number}`);
      const color = number === 0 ? 'green' : reds.has(number) ? 'red' : 'black';
      const cell = spotButton(spot, String(number), `number ${color}`);
      if (number > 0) {
        // Horizontal table (desktop): 12 columns of three, 3 on top; vertical (mobile): 12 rows of three.
        const index = number - 1;
        cell.style.setProperty('--h-col', String(2 + Math.floor(index / 3)));
        cell.style.setProperty('--h-row', String(3 - (index % 3)));
        cell.style.setProperty('--v-col', String(1 + (index % 3)));
        cell.style.setProperty('--v-row', String(2 + Math.floor(index / 3)));
      }
      grid.append(cell);
    }
    [1, 2, 3].forEach((column) => {
      const cell = spotButton(spots.get(`column-${column}`), t('column', { n: column }), 'column-bet');
      cell.style.setProperty('--h-row', String(4 - column));
      cell.style.setProperty('--v-col', String(column));
      grid.append(cell);
    });
    const outside = el('div', { class: 'outside' }, [
      ...[1, 2, 3].map((dozen) => spotButton(spots.get(`dozen-${dozen}`), t(`dozen_${dozen}`), 'dozen')),
      ...['low', 'even', 'red', 'black', 'odd', 'high'].map((id) => spotButton(spots.get(id), kindName(id), `even-money ${id}`)),
    ]);

    // Splits, streets, corners and lines: chosen from lists, so they work by keyboard and on a phone alike.
    const kinds = ['split', 'street', 'corner', 'line'];
    const kindSelect = el(
      'select',
      { id: 'inside-kind' },
      kinds.map((kind) => el('option', { value: kind, text: `${kindName(kind)} · ${paysText(table.spots.find((s) => s.kind === kind))}` })),
    );
    const spotSelect = el('select', { id: 'inside-spot' });
    const fillSpots = () =>
      spotSelect.replaceChildren(
        ...table.spots
          .filter((spot) => spot.kind === kindSelect.value)
          .map((spot) => el('option', { value: spot.id, text: spot.numbers.join(' / ') })),
      );
    kindSelect.addEventListener('change', fillSpots);
    fillSpots();
    const place = el('button', { type: 'button', class: 'secondary', text: t('place_bet'), onclick: () => placeBet(spotSelect.value) });
    const insideBets = el('div', { class: 'inside-bets', role: 'group', 'aria-labelledby': 'inside-title' }, [
      el('h2', { id: 'inside-title', text: t('other_bets') }),
      el('div', { class: 'field' }, [el('label', { for: 'inside-kind', text: t('bet_type') }), kindSelect]),
      el('div', { class: 'field' }, [el('label', { for: 'inside-spot', text: t('numbers') }), spotSelect]),
      place,
    ]);
    layout.append(grid, outside, insideBets);
  }

  function buildSicBo() {
    const group = (titleKey, children, className) =>
      el('div', { class: `dice-group ${className}`, role: 'group', 'aria-label': t(titleKey) }, [
        el('h2', { 'aria-hidden': 'true', text: t(titleKey) }),
        el('div', { class: 'dice-spots' }, children),
      ]);
    const faces = [1, 2, 3, 4, 5, 6];
    layout.append(
      group(
        'kind_big_small',
        [
          spotButton(spots.get('small'), withPays(spots.get('small'), `${kindName('small')} 4–10`), 'wide'),
          spotButton(spots.get('any-triple'), withPays(spots.get('any-triple'), kindName('any-triple')), 'wide'),
          spotButton(spots.get('big'), withPays(spots.get('big'), `${kindName('big')} 11–17`), 'wide'),
        ],
        'top',
      ),
      group(
        'kind_total',
        Array.from({ length: 14 }, (_, i) => {
          const spot = spots.get(`total-${i + 4}`);
          return spotButton(spot, withPays(spot, String(i + 4)), 'total');
        }),
        'totals',
      ),
      group(
        'kind_double',
        faces.map((face) => spotButton(spots.get(`double-${face}`), `${face} ${face}`, 'face')),
        'doubles',
      ),
      group(
        'kind_triple',
        faces.map((face) => spotButton(spots.get(`triple-${face}`), `${face} ${face} ${face}`, 'face')),
        'triples',
      ),
      group(
        'kind_single',
        faces.map((face) => spotButton(spots.get(`single-${face}`), String(face), 'face')),
        'singles',
      ),
    );
  }

  // ---- Controls: chips, the countdown, total, clear, repeat, deal now ----
  const chipButtons = table.chips.map((amount) => {
    const button = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(amount === chip), text: money(amount) });
    button.addEventListener('click', () => {
      chip = amount;
      chipButtons.forEach((other, index) => other.setAttribute('aria-pressed', String(table.chips[index] === chip)));
    });
    return button;
  });
  const countdown = el('output', { id: 'countdown', 'aria-labelledby': 'countdown-label', 'aria-live': 'off' });
  const total = el('output', { id: 'total-bet', 'aria-labelledby': 'total-label', 'aria-live': 'off', text: money(0) });
  const clear = el('button', { type: 'button', class: 'secondary', text: t('clear_bets') });
  const repeat = el('button', { type: 'button', class: 'secondary', text: t('repeat_bets') });
  const dealNow = el('button', { type: 'button', class: 'primary', text: t(`${game}_now`) });
  frame.controls.append(
    el('div', { class: 'chips', role: 'group', 'aria-label': t('chips') }, chipButtons),
    el('p', { class: 'total timer' }, [el('span', { id: 'countdown-label', text: t('bets_close_in') }), countdown]),
    el('p', { class: 'total' }, [el('span', { id: 'total-label', text: t('total_bet') }), total]),
    clear,
    repeat,
    dealNow,
  );

  const stakeNow = () => [...bets.values()].reduce((sum, amount) => sum + amount, 0);

  function drawBets() {
    for (const [id, { badge }] of spotButtons) {
      const amount = bets.get(id);
      badge.textContent = amount ? money(amount) : '';
      badge.classList.toggle('placed', Boolean(amount));
    }
    betList.replaceChildren(
      ...(bets.size === 0
        ? [el('li', { class: 'empty', text: t('no_bets') })]
        : [...bets].map(([id, amount]) => el('li', { text: t('bet_line', { spot: spotName(spots.get(id)), amount: money(amount) }) }))),
    );
    total.textContent = money(stakeNow());
    const betting = phase === 'betting' && !frame.isEnded();
    clear.disabled = !betting || bets.size === 0;
    repeat.disabled = !betting || bets.size > 0 || lastBets.length === 0;
    dealNow.disabled = !betting || bets.size === 0;
  }

  /** Adds the chosen chip to a spot, within the balance and the table's limit. */
  function placeBet(id) {
    if (phase !== 'betting' || frame.isEnded() || !spots.has(id)) return;
    const stake = stakeNow() + chip;
    if (stake > table.maxStake) return frame.announce(t('over_limit', { amount: money(table.maxStake) }));
    if (stake > balance) return frame.announce(t(info.mode === 'REAL' ? 'error_real_balance' : 'error_balance'));
    bets.set(id, (bets.get(id) || 0) + chip);
    frame.announce(t('bet_line', { spot: spotName(spots.get(id)), amount: money(bets.get(id)) }));
    drawBets();
  }

  clear.addEventListener('click', () => {
    bets.clear();
    frame.announce('');
    drawBets();
  });
  repeat.addEventListener('click', () => {
    if (lastBets.reduce((sum, bet) => sum + bet.amount, 0) > balance)
      return frame.announce(t(info.mode === 'REAL' ? 'error_real_balance' : 'error_balance'));
    for (const bet of lastBets) bets.set(bet.spot, bet.amount);
    drawBets();
  });
  dealNow.addEventListener('click', () => deal());

  // ---- The round: betting until the countdown ends, then one call deals and settles every bet ----
  function setLocked(locked) {
    for (const { button } of spotButtons.values()) button.disabled = locked;
    layout.querySelectorAll('select, .inside-bets button').forEach((control) => (control.disabled = locked));
    chipButtons.forEach((button) => (button.disabled = locked));
  }

  function startBetting() {
    phase = 'betting';
    deadline = Date.now() + table.betSeconds * 1000;
    setLocked(false);
    drawBets();
    tick();
  }

  function tick() {
    if (phase !== 'betting' || frame.isEnded()) return;
    const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    countdown.textContent = t('seconds', { n: left });
    // With no bet the table waits for the next countdown, as a dealer does not deal to an empty table.
    if (left === 0) {
      if (bets.size > 0) deal();
      else startBetting();
    }
  }

  async function deal() {
    if (phase !== 'betting' || bets.size === 0 || frame.isEnded()) return;
    phase = 'dealing';
    setLocked(true);
    drawBets();
    countdown.textContent = t(`${game}_dealing`);
    frame.announce(t('no_more_bets'));
    frame.details.replaceChildren();
    const placed = [...bets].map(([spot, amount]) => ({ spot, amount }));
    const result = await frame.run(() => playRound('table/play', { bets: placed }));
    bets.clear();
    if (result) {
      lastBets = placed;
      balance = result.balance;
      frame.setBalance(result.balance);
      showOutcome(result.outcome, true);
      history.push(result.outcome);
      drawHistory();
      frame.details.replaceChildren(
        ...result.bets.map((bet) =>
          el('li', { text: t('bet_result', { spot: spotName(spots.get(bet.spot)), amount: money(bet.amount), win: money(bet.win) }) }),
        ),
      );
      frame.announce(`${outcomeText(result.outcome)}. ${result.win > 0 ? t('you_won', { amount: money(result.win) }) : t('no_win')}`);
    }
    if (frame.isEnded()) {
      phase = 'ended';
      countdown.textContent = '—';
      drawBets();
      return;
    }
    startBetting();
  }

  // ---- The outcome and the road ----
  function outcomeText(result) {
    if (result.game === 'baccarat')
      return `${t(`winner_${result.winner}`)} (${t('score', { player: result.playerTotal, banker: result.bankerTotal })})`;
    if (result.game === 'roulette') return t('roulette_result', { n: result.number, color: t(`color_${result.color}`) });
    return t('dice_result', { dice: result.dice.join(', '), total: result.total });
  }

  function showOutcome(result, fresh) {
    const reveal = fresh && !reducedMotion ? ' reveal' : '';
    if (result.game === 'baccarat') {
      const hand = (side, cards, points) =>
        el(
          'div',
          {
            class: `bac-hand ${side}${result.winner === side.toUpperCase() ? ' won' : ''}`,
            role: 'group',
            'aria-label': t('hand_total', { hand: kindName(side), total: points }),
          },
          [
            el('h2', { 'aria-hidden': 'true', text: t('hand_total', { hand: kindName(side), total: points }) }),
            el('div', { class: `bac-cards${reveal}` }, cards.map(cardFace)),
          ],
        );
      outcome.replaceChildren(hand('player', result.player, result.playerTotal), hand('banker', result.banker, result.bankerTotal));
    } else if (result.game === 'roulette') {
      outcome.replaceChildren(
        el('p', {
          class: `pocket ${result.color.toLowerCase()}${reveal}`,
          role: 'img',
          'aria-label': outcomeText(result),
          text: String(result.number),
        }),
      );
    } else {
      const dice = el('div', { class: `dice${reveal}`, role: 'img', 'aria-label': outcomeText(result) }, result.dice.map(dieFace));
      outcome.replaceChildren(dice, el('p', { class: 'dice-total', 'aria-hidden': 'true', text: t('kind_total') + ` ${result.total}` }));
    }
  }

  function drawHistory() {
    while (history.length > 60) history.shift();
    historyList.replaceChildren(
      ...history.map((result) => {
        if (result.game === 'baccarat')
          return el('li', { class: `bead ${result.winner.toLowerCase()}` }, [
            el('span', { 'aria-hidden': 'true', text: t(`road_${result.winner}`) }),
            el('span', { class: 'sr-only', text: `${t(`winner_${result.winner}`)} ${result.playerTotal}–${result.bankerTotal}` }),
          ]);
        if (result.game === 'roulette')
          return el('li', { class: `past-number ${result.color.toLowerCase()}` }, [
            el('span', { 'aria-hidden': 'true', text: String(result.number) }),
            el('span', { class: 'sr-only', text: outcomeText(result) }),
          ]);
        return el('li', { class: 'past-roll' }, [
          el('span', { 'aria-hidden': 'true', text: `${result.dice.join(' ')} · ${result.total}` }),
          el('span', { class: 'sr-only', text: outcomeText(result) }),
        ]);
      }),
    );
    if (history.length === 0) historyList.append(el('li', { class: 'empty', text: t('no_rounds_yet') }));
  }

  if (history.length > 0) showOutcome(history[history.length - 1], false);
  else outcome.append(el('p', { class: 'waiting', text: t('place_bets') }));
  drawHistory();
  startBetting();
  setInterval(tick, 250);
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
    const play = { slot: startSlot, scratch: startScratch, poker: startPoker }[info.game.engine] || startTable;
    play(info);
  } catch (failure) {
    const key = failure instanceof GameError && ENDED_CODES.includes(failure.code) ? 'error_session' : 'error_network';
    root.replaceChildren(el('p', { class: 'error', role: 'alert', text: t(key) }));
    root.removeAttribute('aria-busy');
  }
}

start();
