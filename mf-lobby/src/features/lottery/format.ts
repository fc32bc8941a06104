// Lottery dates as the site shows them (requirements §9 time format YYYY/MM/DD HH:mm:ss).
import dayjs from 'dayjs';
import { TIME_FORMAT } from '@mekong/contracts';

/** A draw number (the draw day as yyyyMMdd) as YYYY/MM/DD. */
export function drawDay(numero: string): string {
  return `${numero.slice(0, 4)}/${numero.slice(4, 6)}/${numero.slice(6, 8)}`;
}

export function drawTime(iso: string): string {
  return dayjs(iso).format(TIME_FORMAT);
}
