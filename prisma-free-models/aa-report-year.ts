import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** The sections of a year's affirmative action report that HR writes (issue 23). */
export class AaReportYear extends Model<InferAttributes<AaReportYear>, InferCreationAttributes<AaReportYear>> {
  declare id: CreationOptional<number>;
  declare reportYear: number;
  declare barriers: CreationOptional<string | null>;
  declare measures: CreationOptional<string | null>;
  declare timetable: CreationOptional<string | null>;
  declare monitoring: CreationOptional<string | null>;
  declare declarationName: CreationOptional<string | null>;
  declare declarationPosition: CreationOptional<string | null>;
  declare declarationDate: CreationOptional<string | null>;
  declare updatedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AaReportYear.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        reportYear: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        barriers: DataTypes.TEXT,
        measures: DataTypes.TEXT,
        timetable: DataTypes.TEXT,
        monitoring: DataTypes.TEXT,
        declarationName: DataTypes.STRING(200),
        declarationPosition: DataTypes.STRING(200),
        declarationDate: DataTypes.DATEONLY,
        updatedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "aa_report_years", underscored: true },
    );
  }
}
