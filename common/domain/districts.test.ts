import { describe, expect, it } from 'vitest';
import { DISTRICTS, isDistrict } from './districts';
import { DISTRICT_NAMES_SI } from './districts-si';
import { DISTRICT_NAMES_TA } from './districts-ta';

describe('districts', () => {
  it('lists the 25 districts once each, alphabetically', () => {
    expect(DISTRICTS).toHaveLength(25);
    expect(new Set(DISTRICTS).size).toBe(25);
    expect([...DISTRICTS].sort()).toEqual([...DISTRICTS]);
    expect(DISTRICTS).toContain('Nuwara Eliya');
  });

  it('has a Sinhala name for each, in Sinhala script', () => {
    expect(Object.keys(DISTRICT_NAMES_SI).sort()).toEqual([...DISTRICTS].sort());
    for (const name of Object.values(DISTRICT_NAMES_SI)) expect(name).toMatch(/^[\u0D80-\u0DFF\u200D]+$/);
    expect(DISTRICT_NAMES_SI.Colombo).toBe('කොළඹ');
    expect(DISTRICT_NAMES_SI.Kandy).toBe('මහනුවර');
    expect(DISTRICT_NAMES_SI.Trincomalee).toBe('ත්\u200Dරිකුණාමලය');
  });

  it('has a Tamil name for each, in Tamil script, as Sri Lanka writes them', () => {
    expect(Object.keys(DISTRICT_NAMES_TA).sort()).toEqual([...DISTRICTS].sort());
    for (const name of Object.values(DISTRICT_NAMES_TA)) expect(name).toMatch(/^[\u0B80-\u0BFF]+$/);
    expect(DISTRICT_NAMES_TA.Jaffna).toBe('யாழ்ப்பாணம்');
    expect(DISTRICT_NAMES_TA.Batticaloa).toBe('மட்டக்களப்பு');
    expect(DISTRICT_NAMES_TA['Nuwara Eliya']).toBe('நுவரெலியா');
  });

  it('recognises exactly the English names', () => {
    expect(isDistrict('Colombo')).toBe(true);
    expect(isDistrict('colombo')).toBe(false);
    expect(isDistrict('Kotte')).toBe(false);
  });
});
