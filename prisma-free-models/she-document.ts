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

/** A safety, health and environment document (standard operating procedure). */
export class SheDocument extends Model<InferAttributes<SheDocument>, InferCreationAttributes<SheDocument>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare category: CreationOptional<string>;
  declare fileName: string;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: string;
  declare documentUrl: CreationOptional<string | null>;
  declare version: CreationOptional<string | null>;
  declare department: CreationOptional<string>;
  declare priority: CreationOptional<"low" | "medium" | "high">;
  declare status: CreationOptional<"active" | "draft" | "archived">;
  declare uploadedBy: CreationOptional<number | null>;
  declare sha256: CreationOptional<string | null>;
  /** The row this version replaces (issue 15's library), if any. */
  declare replacesId: CreationOptional<number | null>;
  declare scanStatus: CreationOptional<"clean" | "unscanned" | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    SheDocument.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING, allowNull: false },
        description: DataTypes.TEXT,
        category: { type: DataTypes.STRING(50), allowNull: false, defaultValue: "safety" },
        fileName: { type: DataTypes.STRING, allowNull: false },
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: { type: DataTypes.STRING(1000), allowNull: false },
        documentUrl: DataTypes.TEXT,
        version: DataTypes.STRING(20),
        department: { type: DataTypes.STRING, allowNull: false, defaultValue: "All Departments" },
        priority: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "medium" },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "active" },
        uploadedBy: DataTypes.INTEGER,
        sha256: DataTypes.CHAR(64),
        replacesId: DataTypes.INTEGER,
        scanStatus: DataTypes.STRING(20),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "she_documents", underscored: true },
    );
  }
}
