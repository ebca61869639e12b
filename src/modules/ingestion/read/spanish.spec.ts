import { describe, expect, it } from '@jest/globals';
import { inReadersWords, isMostlySpanish } from './spanish.js';

describe('Spanish in the readers’ words', () => {
  it('says days, spans and lists of days as US organizers write them', () => {
    expect(inReadersWords('Fechas: sábado 16 y domingo 17 de enero de 2027, de 9:00 a 12:00')).toBe('Dates: January 16 and 17, 2027, de 9:00 a 12:00');
    expect(inReadersWords('del 28 de junio al 1 de julio de 2027')).toBe('June 28 - July 1, 2027');
    expect(inReadersWords('Del 5 al 8 de abril')).toBe('April 5-8');
    expect(inReadersWords('Fecha límite de inscripción: viernes 8 de enero')).toBe('Registration deadline: Friday, January 8');
  });

  it('says labels, ages, grades, fees, the sport and kinds of events in the readers’ words, not a name', () => {
    expect(inReadersWords('Lugar: Gimnasio Tower Hill, Lawrence, MA')).toBe('Location: Gimnasio Tower Hill, Lawrence, MA');
    expect(inReadersWords('Edades: de 8 a 12 años')).toBe('Ages: ages 8 to 12');
    expect(inReadersWords('Costo: $35 por jugador(a)')).toBe('Cost: $35 per player');
    expect(inReadersWords('para jugadoras de grados 3 a 8')).toBe('para jugadoras de grades 3 to 8');
    expect(inReadersWords('Nuestro campamento de hockey sobre césped')).toBe('Nuestro camp de field hockey');
    expect(inReadersWords('Inscripción: https://club.example/clinica')).toBe('Register: https://club.example/clinica');
  });

  it('tells a mostly Spanish text from an English one', () => {
    expect(isMostlySpanish('Hola, les enviamos el campamento para las jugadoras')).toBe(true);
    expect(isMostlySpanish('Hi, here is the camp for the players')).toBe(false);
  });
});
