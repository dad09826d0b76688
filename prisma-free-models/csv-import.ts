import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { User } from "./user";

/**
 * One employee import run. The row is created with status `processing` and `processedRecords` is
 * advanced as rows are handled, so the screen can show real progress; it ends success, partial or failure.
 */
export class CsvImport extends Model<InferAttributes<CsvImport>, InferCreationAttributes<CsvImport>> {
  declare id: CreationOptional<number>;
  declare filename: string;
  declare uploadedBy: CreationOptional<number | null>;
  declare totalRecords: CreationOptional<number>;
  declare validRecords: CreationOptional<number>;
  declare invalidRecords: CreationOptional<number>;
  declare processedRecords: CreationOptional<number>;
  declare createdRecords: CreationOptional<number>;
  declare updatedRecords: CreationOptional<number>;
  declare unchangedRecords: CreationOptional<number>;
  declare status: CreationOptional<"processing" | "success" | "partial" | "failure">;
  declare errorLog: CreationOptional<string[] | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    CsvImport.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        filename: { type: DataTypes.STRING, allowNull: false },
        uploadedBy: DataTypes.INTEGER,
        totalRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        validRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        invalidRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        processedRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        updatedRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        unchangedRecords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "processing" },
        errorLog: DataTypes.JSONB,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "csv_imports", underscored: true },
    );
  }
}
