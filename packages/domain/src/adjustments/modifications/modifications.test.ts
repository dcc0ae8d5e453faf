import { describe, expect, it } from 'vitest';
import type { ModificationContext } from './modification-checks';
import { modificationErrors } from './issue-modifications';
import { partModificationErrors } from './part-modifications';
import { applyRoofModificationChange, roofFeetMax, roofInchesMaxFor, roofModificationErrors } from './roof-modifications';
import { applyScreenModificationChange, screenModificationErrors, trackQuantityMax } from './screen-modifications';

const reorder: ModificationContext = { adjustmentType: 'Reorder', role: 'requester', orderedQuantity: 2 };
const warranty: ModificationContext = { adjustmentType: 'Warranty', role: 'requester', orderedQuantity: 2 };
const reviewerWarranty: ModificationContext = { ...warranty, role: 'reviewer' };

describe('screen modifications (§5)', () => {
  it('bounds width and drops', () => {
    expect(screenModificationErrors({ Finished_Housing_Width_Inches: 35, Drop_Left_Inches: 11 }, reorder)).toEqual({
      'modifications.Finished_Housing_Width_Inches': 'Minimum value is 36',
      'modifications.Drop_Left_Inches': 'Minimum value is 12',
    });
    expect(screenModificationErrors({ Housing_Size: '5.5', Drop_Right_Inches: 133 }, reorder)).toEqual({
      'modifications.Drop_Right_Inches': 'Maximum value is 132',
    });
    expect(screenModificationErrors({ Housing_Size: '7', Housing_Shape: 'Curved', Drop_Right_Inches: 264 }, reorder)).toEqual({});
    expect(screenModificationErrors({ Housing_Size: '7', Housing_Shape: 'Curved', Drop_Right_Inches: 265 }, reorder)).toEqual({
      'modifications.Drop_Right_Inches': 'Maximum value is 264',
    });
    expect(screenModificationErrors({ Finished_Housing_Width_Inches: 360, Finished_Housing_Width_Fraction: 0.5, Housing_Size: '7' }, reorder)).toEqual({
      'modifications.Finished_Housing_Width_Fraction': 'Maximum value is 360',
    });
  });

  it('reads the housing of the ordered line when the issue does not change it', () => {
    expect(screenModificationErrors({ Drop_Left_Inches: 200 }, { ...reorder, base: { Housing_Size: '5.5' } })).toEqual({
      'modifications.Drop_Left_Inches': 'Maximum value is 132',
    });
  });

  it('takes fractions, sizes, shapes, tracks, colours and motors from their lists', () => {
    expect(
      screenModificationErrors(
        {
          Finished_Housing_Width_Fraction: 0.3,
          Drop_Left_Fraction: 0.125,
          Track_Left_Type: 'Magnetic',
          Motor_Type: 'Turbo',
          Bottom_Bar_Finish: '1.5 inch brush',
        },
        reorder,
      ),
    ).toEqual({
      'modifications.Finished_Housing_Width_Fraction': 'Please choose an option',
      'modifications.Drop_Left_Fraction': 'Please choose an option',
      'modifications.Track_Left_Type': 'Please choose an option',
      'modifications.Motor_Type': 'Please choose an option',
    });
    expect(screenModificationErrors({ Housing_Size: '7', Housing_Shape: 'Square' }, reorder)).toEqual({
      'modifications.Housing_Shape': 'Housing size 7 is Curved',
    });
    expect(screenModificationErrors({ Finished_Housing_Width_Inches: 300, Housing_Size: '5.5' }, reorder)['modifications.Housing_Size']).toBe(
      'Housing 7 Curved is required from 264 in wide',
    );
  });

  it('needs a RAL code of 4 characters for a Custom colour, and a material colour of the material', () => {
    expect(screenModificationErrors({ Color: 'Custom' }, reorder)).toEqual({ 'modifications.Color_Ral_Code': 'This field is required' });
    expect(screenModificationErrors({ Color: 'Custom', Color_Ral_Code: '901' }, reorder)).toEqual({
      'modifications.Color_Ral_Code': 'RAL Code must be 4 characters long',
    });
    expect(screenModificationErrors({ Color: 'Custom', Color_Ral_Code: '9010' }, reorder)).toEqual({});
    expect(screenModificationErrors({ Screen_Material_Type: 'Vinyl' }, reorder)).toEqual({ 'modifications.Screen_Material_Color': 'This field is required' });
    expect(screenModificationErrors({ Screen_Material_Type: 'Vinyl', Screen_Material_Color: 'Black' }, reorder)).toEqual({
      'modifications.Screen_Material_Color': 'Please choose an option',
    });
    expect(screenModificationErrors({ Screen_Material_Type: 'Weblon', Screen_Material_Color: 'Ivory Coast (Linen)' }, reorder)).toEqual({});
  });

  it('bounds Track Quantity by request type and track sides', () => {
    expect(trackQuantityMax('Reorder', 'Standard', 'Cable')).toBe(2);
    expect(trackQuantityMax('Warranty', 'Standard', 'Standard')).toBe(2);
    expect(trackQuantityMax('Warranty', 'Standard', 'Cable')).toBe(1);
    expect(screenModificationErrors({ Track_Quantity: 2 }, { ...reviewerWarranty, base: { Track_Left_Type: 'Standard', Track_Right_Type: 'Cable' } })).toEqual({
      'modifications.Track_Quantity': 'Maximum value is 1',
    });
    expect(screenModificationErrors({ Track_Quantity: 3 }, reorder)).toEqual({ 'modifications.Track_Quantity': 'Maximum value is 2' });
    expect(screenModificationErrors({ Track_Quantity: 2 }, { ...warranty, base: { Track_Left_Type: 'Cable', Track_Right_Type: 'Cable' } })).toEqual({});
  });

  it("refuses unknown fields, and anything but Quantity on a requester's warranty", () => {
    expect(screenModificationErrors({ Colour: 'Black' }, reorder)).toEqual({ 'modifications.Colour': 'This field cannot be changed on this issue' });
    expect(screenModificationErrors({ Color: 'Black', Quantity: 3 }, warranty)).toEqual({
      'modifications.Color': 'Only Quantity can be changed on a warranty request',
      'modifications.Quantity': 'Maximum value is 2',
    });
    expect(screenModificationErrors({ Color: 'Black' }, reviewerWarranty)).toEqual({});
  });

  it('reacts to edits as the form does (§4)', () => {
    expect(
      applyScreenModificationChange({ Finished_Housing_Width_Inches: 100, Finished_Housing_Width_Fraction: 0.5 }, { Finished_Housing_Width_Inches: 120 }),
    ).toEqual({
      Finished_Housing_Width_Inches: 120,
      Finished_Housing_Width_Fraction: 0,
    });
    expect(applyScreenModificationChange({ Housing_Size: '5.5', Housing_Shape: 'Square' }, { Finished_Housing_Width_Inches: 264 })).toMatchObject({
      Housing_Size: '7',
      Housing_Shape: 'Curved',
    });
    expect(applyScreenModificationChange({ Housing_Shape: 'Square' }, { Housing_Size: '7' })).toMatchObject({ Housing_Shape: 'Curved' });
    expect(applyScreenModificationChange({ Screen_Material_Type: 'Vinyl', Screen_Material_Color: 'Clear' }, { Screen_Material_Type: 'Weblon' })).toEqual({
      Screen_Material_Type: 'Weblon',
    });
    expect(applyScreenModificationChange({ Color: 'Custom', Color_Ral_Code: '9010' }, { Color: 'White' })).toEqual({ Color: 'White' });
    expect(applyScreenModificationChange({}, { Finished_Housing_Width_Inches: 360, Finished_Housing_Width_Fraction: 0.5 })).toMatchObject({
      Finished_Housing_Width_Fraction: 0,
    });
  });
});

describe('roof modifications (§5)', () => {
  it('bounds feet by issue type and member type', () => {
    expect(roofFeetMax('Accessory_Beams', '2x6')).toBe(19);
    expect(roofFeetMax('Frames', '2 Ply 2x8')).toBe(19);
    expect(roofFeetMax('Midspan_Beams', '4x8')).toBe(25);
    expect(roofFeetMax('Posts', '6x6 Flush')).toBe(12);
    expect(roofFeetMax('Blades', 'B-Blade')).toBe(14);
    expect(roofModificationErrors('Frames', { Type: '2x8', Feet: 20 }, reorder)).toEqual({ 'modifications.Feet': 'Maximum value is 19' });
    expect(roofModificationErrors('Frames', { Type: '2x10', Feet: 25 }, reorder)).toEqual({});
  });

  it('bounds inches: 11.9, or 4 / 0 at the feet limit', () => {
    expect(roofInchesMaxFor('Frames', '2x8', 10)).toBe(11.9);
    expect(roofInchesMaxFor('Frames', '2x8', 19)).toBe(4);
    expect(roofInchesMaxFor('Midspan_Beams', '2x10', 25)).toBe(0);
    expect(roofInchesMaxFor('Blades', 'B-Blade', 14)).toBe(0);
    expect(roofModificationErrors('Frames', { Type: '2x8', Feet: 19, Inches: 5 }, reorder)).toEqual({ 'modifications.Inches': 'Maximum value is 4' });
    expect(roofModificationErrors('Blades', { Feet: 3, Inches: 12 }, reorder)).toEqual({ 'modifications.Inches': 'Maximum value is 11.9' });
  });

  it("takes the type from the issue type's list and a RAL code for Custom", () => {
    expect(roofModificationErrors('Accessory_Beams', { Type: '2x10' }, reorder)).toEqual({ 'modifications.Type': 'Please choose an option' });
    expect(roofModificationErrors('Gutters', { Type: 'Flow Through Gutter - 2"', Color: 'Custom', Color_Ral_Code: '12' }, reorder)).toEqual({
      'modifications.Color_Ral_Code': 'RAL Code must be 4 characters long',
    });
    expect(roofModificationErrors('Motor', { Color: 'Black' }, reorder)).toEqual({ 'modifications.Color': 'This field cannot be changed on this issue' });
  });

  it("bounds Quantity: at least 1, at most the ordered quantity on a requester's warranty", () => {
    expect(roofModificationErrors('Blades', { Quantity: 0 }, reorder)).toEqual({ 'modifications.Quantity': 'Minimum value is 1' });
    expect(roofModificationErrors('Blades', { Quantity: 3 }, warranty)).toEqual({ 'modifications.Quantity': 'Maximum value is 2' });
    expect(roofModificationErrors('Blades', { Quantity: 3 }, reorder)).toEqual({});
  });

  it('clears inches when feet change and the RAL code when the colour changes', () => {
    expect(applyRoofModificationChange({ Feet: 10, Inches: 3 }, { Feet: 11 })).toEqual({ Feet: 11 });
    expect(applyRoofModificationChange({ Color: 'MF', Color_Ral_Code: '9010' }, { Color: 'Black' })).toEqual({ Color: 'Black' });
  });
});

describe('part modifications (§5)', () => {
  it('bounds Quantity with the part messages', () => {
    expect(partModificationErrors({ Quantity: 0 }, reorder)).toEqual({ 'modifications.Quantity': 'Minimum quantity is 1' });
    expect(partModificationErrors({ Quantity: 3 }, reviewerWarranty)).toEqual({ 'modifications.Quantity': 'Maximum quantity is 2' });
    expect(partModificationErrors({ Quantity: 3, Finish: 'Black' }, reorder)).toEqual({});
  });

  it('dispatches by kind and never reads a sent Price', () => {
    expect(modificationErrors('Part', 'Part', { Quantity: 1, Price: 'free' }, reorder)).toEqual({});
    expect(modificationErrors('Roof', 'Complete_Unit', {}, reorder)).toEqual({ issueType: 'Unknown issue type' });
  });
});
