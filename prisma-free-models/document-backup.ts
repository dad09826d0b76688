import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { User } from "./user";

/** A copy of a document taken before a destructive action. originalDocumentId has no foreign key. */
export class DocumentBackup extends Model<InferAttributes<DocumentBackup>, InferCreationAttributes<DocumentBackup>> {
  declare id: CreationOptional<number>;
  declare originalDocumentId: number;
  declare employeeId: number;
  declare fileName: CreationOptional<string | null>;
  declare originalName: string;
  declare backupPath: string;
  declare backupType: CreationOptional<string>;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare creator?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    DocumentBackup.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        originalDocumentId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        fileName: DataTypes.STRING,
        originalName: { type: DataTypes.STRING, allowNull: false },
        backupPath: { type: DataTypes.STRING(1000), allowNull: false },
        backupType: { type: DataTypes.STRING(50), allowNull: false, defaultValue: "pre_deletion" },
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "document_backups", underscored: true },
    );
  }
}
