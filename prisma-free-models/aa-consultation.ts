import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { EeMeetingMinutes } from "./ee-meeting-minutes";

/** A consultation with employees or the EE committee for a year's affirmative action plan (issue 23). */
export class AaConsultation extends Model<InferAttributes<AaConsultation>, InferCreationAttributes<AaConsultation>> {
  declare id: CreationOptional<number>;
  declare reportYear: number;
  declare meetingDate: string;
  declare consultedWith: string;
  declare summary: CreationOptional<string | null>;
  declare minutesId: CreationOptional<number | null>;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare minutes?: NonAttribute<EeMeetingMinutes | null>;

  static initModel(sequelize: Sequelize) {
    AaConsultation.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        reportYear: { type: DataTypes.INTEGER, allowNull: false },
        meetingDate: { type: DataTypes.DATEONLY, allowNull: false },
        consultedWith: { type: DataTypes.STRING, allowNull: false },
        summary: DataTypes.TEXT,
        minutesId: DataTypes.INTEGER,
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "aa_consultations", underscored: true },
    );
  }
}
