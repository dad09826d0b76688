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

/** A signed-in browser session as the activity monitor sees it; no created_at/updated_at columns. */
export class ActiveSession extends Model<InferAttributes<ActiveSession>, InferCreationAttributes<ActiveSession>> {
  declare id: CreationOptional<number>;
  declare sessionId: string;
  declare userId: number;
  declare userAgent: CreationOptional<string | null>;
  declare ipAddress: CreationOptional<string | null>;
  declare loginTime: CreationOptional<Date>;
  declare lastActivity: CreationOptional<Date>;
  declare isActive: CreationOptional<boolean>;

  declare user?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    ActiveSession.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        sessionId: { type: DataTypes.STRING(128), allowNull: false, unique: true },
        userId: { type: DataTypes.INTEGER, allowNull: false },
        userAgent: DataTypes.TEXT,
        ipAddress: DataTypes.STRING(64),
        loginTime: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        lastActivity: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      },
      { sequelize, tableName: "active_sessions", underscored: true, timestamps: false },
    );
  }
}
