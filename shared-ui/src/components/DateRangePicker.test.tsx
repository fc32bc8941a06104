// DateRangePicker: Vientiane's business day, the presets of requirements §9 plus today, and custom dates that reach onChange
// only when the end is not before the start and the range is not longer than allowed.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { businessToday, DateRangePicker, dateRangeProblem, formatBusinessTime, presetRange, type DateRange } from './DateRangePicker';

const labels = {
  group: 'Date range',
  start: 'Start date',
  end: 'End date',
  presets: { today: 'Today', next7: 'Next 7 days', next30: 'Next 30 days', last7: 'Last 7 days', last30: 'Last 30 days' },
  problems: { missing: 'Choose both dates', 'end-before-start': 'The end date is before the start date', 'too-long': 'At most 92 days' },
};

describe('business days', () => {
  it('takes today in Vientiane (UTC+7), not in the browser zone', () => {
    expect(businessToday(Date.parse('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(businessToday(Date.parse('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
    expect(formatBusinessTime('2026-11-20T17:30:05Z', 'YYYY/MM/DD HH:mm:ss')).toBe('2026/11/21 00:30:05');
  });

  it('turns presets into ranges that include today, across month and year ends', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetRange('last7', '2026-03-01')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(presetRange('last30', '2026-01-10')).toEqual({ startDate: '2025-12-12', endDate: '2026-01-10' });
    expect(presetRange('next7', '2026-12-28')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(presetRange('next30', '2026-02-01')).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
  });

  it('finds what is wrong with a range', () => {
    expect(dateRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' }, 92)).toBeNull();
    expect(dateRangeProblem({ startDate: '', endDate: '2026-11-01' }, 92)).toBe('missing');
    expect(dateRangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' }, 92)).toBe('missing');
    expect(dateRangeProblem({ startDate: '2026-11-02', endDate: '2026-11-01' }, 92)).toBe('end-before-start');
    // 92 days with both ends counted pass; one more does not.
    expect(dateRangeProblem({ startDate: '2026-01-01', endDate: '2026-04-02' }, 92)).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-01-01', endDate: '2026-04-03' }, 92)).toBe('too-long');
  });
});

function Harness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ startDate: '2026-11-14', endDate: '2026-11-20' });
  return (
    <DateRangePicker
      value={value}
      today="2026-11-20"
      maxDays={92}
      labels={labels}
      onChange={(range) => {
        onChange(range);
        setValue(range);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('shows the matching preset as pressed and applies another', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-10-22', endDate: '2026-11-20' });
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-10-22');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-20', endDate: '2026-11-20' });
  });

  it('passes custom dates on, and refuses an end before the start with a message', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-01', endDate: '2026-11-20' });
    expect(screen.queryByRole('alert')).toBeNull();

    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-31' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date');
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-05' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-01', endDate: '2026-11-05' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a range longer than allowed', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('At most 92 days');
    // A preset replaces the refused draft.
    fireEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-20', endDate: '2026-11-26' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
